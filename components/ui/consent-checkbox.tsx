import type { InputHTMLAttributes, Ref } from 'react';
import { consentMessages, privacyPagePath } from '@/lib/contracts/privacy/consent';
import { FormField } from './form-field';

/** The unticked privacy consent box: the consent text, a link to the privacy notice (new tab: the form stays). */
export function ConsentCheckbox({
  text,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  text: string;
  /** A form's declared label for the box; the consent text is what the page shows. */
  label?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField
      {...props}
      type="checkbox"
      label={
        <>
          {text}{' '}
          <a href={privacyPagePath} target="_blank" rel="noopener" className="font-semibold text-navy underline">
            {consentMessages.privacyLink}
          </a>
        </>
      }
    />
  );
}
