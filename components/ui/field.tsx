import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormError } from './form-error';

const control =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-red-600 read-only:bg-slate-100';

interface FieldProps {
  label: string;
  error?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

/** A labelled form control with its error message under it, in red, announced to screen readers. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className: control,
      })}
      <FormError message={error} id={errorId} className="mt-1" />
    </div>
  );
}

export function TextField({
  label,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <Field label={label} error={error}>
      {(field) => <input {...field} {...props} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  return (
    <Field label={label} error={error}>
      {(field) => <textarea {...field} {...props} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  options,
  placeholder = 'Select…',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(field) => (
        <select {...field} {...props}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type PresetFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label?: string; error?: string };

/** An email input with the browser hints every form wants. */
export function EmailField({ label = 'Email Address', ...props }: PresetFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />;
}

/** A phone input (digits only, per the forms' rules) with the numeric keypad on phones. */
export function PhoneField({ label = 'Phone Number', ...props }: PresetFieldProps) {
  return <TextField label={label} type="tel" inputMode="numeric" autoComplete="tel" {...props} />;
}
