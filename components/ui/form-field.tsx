import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormError } from './form-error';

const labelLook = 'block text-sm font-medium text-slate-800';
const box = 'mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-navy';
const control =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/40 aria-[invalid=true]:border-red-600 read-only:bg-slate-100';

interface Wiring {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
}

/** What the control of a field receives: its id and error wiring, the shared look, and the field's own props. */
export type ControlProps = InputHTMLAttributes<HTMLInputElement> & Wiring & { ref?: Ref<HTMLInputElement> };

interface Labelled {
  /** Text for the inputs; any content (a link in a consent text) for a checkbox. */
  label: ReactNode;
  error?: string;
}

type InputFieldProps = Labelled &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    as?: 'input';
    children?: never;
    ref?: Ref<HTMLInputElement>;
  };
type TextareaFieldProps = Labelled &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
    as: 'textarea';
    children?: never;
    ref?: Ref<HTMLTextAreaElement>;
  };
type SelectFieldProps = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    as: 'select';
    options: { value: string; label: string }[];
    placeholder?: string;
    children?: never;
    ref?: Ref<HTMLSelectElement>;
  };
/** Any other control (a password input with its toggle): drawn by `children` with the props it is handed. */
type CustomFieldProps = Labelled &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    as?: undefined;
    children: (props: ControlProps) => ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

export type FormFieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps | CustomFieldProps;

/** Every variant's props at once: what FormField reads before it knows which control it draws. */
type AnyFieldProps = Labelled & {
  as?: 'input' | 'textarea' | 'select';
  options?: SelectFieldProps['options'];
  placeholder?: string;
  children?: CustomFieldProps['children'];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'placeholder'>;

/**
 * A form's one field: its label, its control (an input of any type, a textarea, a select or a control
 * of the form's own) and its error under it in red, tied to the control by id, aria-invalid and
 * aria-describedby so a screen reader says the message with the field. A checkbox has its label beside it.
 */
export function FormField(props: FormFieldProps) {
  const { label, error, as, options, children, ...rest } = props as AnyFieldProps;
  const id = useId();
  const errorId = `${id}-error`;
  const checkbox = as === undefined && rest.type === 'checkbox';
  const wired = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
    className: checkbox ? box : control,
    ...rest,
  };
  const labelled = (
    <label htmlFor={id} className={checkbox ? 'text-sm leading-snug text-slate-700' : labelLook}>
      {label}
    </label>
  );
  let input: ReactNode;
  if (as === 'textarea') input = <textarea {...(wired as TextareaHTMLAttributes<HTMLTextAreaElement>)} />;
  else if (as === 'select') {
    const { placeholder = 'Select…', ...select } = wired;
    input = (
      <select {...(select as SelectHTMLAttributes<HTMLSelectElement>)}>
        <option value="">{placeholder}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else input = children ? children(wired as ControlProps) : <input {...wired} />;

  return (
    <div>
      {checkbox ? (
        <div className="flex items-start gap-3">
          {input}
          {labelled}
        </div>
      ) : (
        <>
          {labelled}
          {input}
        </>
      )}
      <FormError message={error} id={errorId} className="mt-1" />
    </div>
  );
}
