import type { FieldErrors, FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * What a FormField takes for each field of a react-hook-form form: the declared label, the field's
 * message and its registration, so a form writes `<FormField {...field('email')} />` and no triple.
 */
export function bindFields<T extends FieldValues, Name extends FieldPath<T>>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  labels: Record<Name, string>,
) {
  return (name: Name, options?: RegisterOptions<T, Name>) => ({
    label: labels[name],
    error: messageOf(form.formState.errors, name),
    ...form.register(name, options),
  });
}

/** A top-level field's message (the forms bound here are flat: one value a name). */
function messageOf(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
