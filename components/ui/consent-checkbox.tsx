import type { InputHTMLAttributes, Ref } from 'react';
import { consentMessages, privacyPagePath } from '@/lib/contracts/consent';
import { CheckboxField } from './checkbox-field';

/** The unticked privacy consent box: the consent text, a link to the privacy notice (new tab: the form stays). */
export function ConsentCheckbox({
  text,
  error,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  text: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <CheckboxField
      error={error}
      label={
        <>
          {text}{' '}
          <a href={privacyPagePath} target="_blank" rel="noopener" className="font-semibold text-navy underline">
            {consentMessages.privacyLink}
          </a>
        </>
      }
      {...props}
    />
  );
}
