import { FormField, type InputFieldProps, type SelectFieldProps, type TextareaFieldProps } from './form-field';

// The names the inquiry, profile and job forms still use; each draws a FormField. Gone once those forms write FormField.

export function TextField(props: Omit<InputFieldProps, 'as'>) {
  return <FormField {...props} />;
}

export function TextAreaField(props: Omit<TextareaFieldProps, 'as'>) {
  return <FormField as="textarea" {...props} />;
}

export function SelectField(props: Omit<SelectFieldProps, 'as'>) {
  return <FormField as="select" {...props} />;
}

type PresetFieldProps = Omit<Omit<InputFieldProps, 'as'>, 'type' | 'label'> & { label?: string };

/** An email input with the browser hints every form wants. */
export function EmailField({ label = 'Email Address', ...props }: PresetFieldProps) {
  return <FormField label={label} type="email" autoComplete="email" {...props} />;
}

/** A phone input (digits only, per the forms' rules) with the numeric keypad on phones. */
export function PhoneField({ label = 'Phone Number', ...props }: PresetFieldProps) {
  return <FormField label={label} type="tel" inputMode="numeric" autoComplete="tel" {...props} />;
}
