import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormError } from './form-error';

/** A checkbox with its label beside it (any content, links included) and its error under it. */
export function CheckboxField({
  label,
  error,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-navy"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-snug text-slate-700">
          {label}
        </label>
      </div>
      <FormError message={error} id={errorId} className="mt-1" />
    </div>
  );
}
