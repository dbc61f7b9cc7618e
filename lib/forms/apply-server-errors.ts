import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/client/api-fetch';

/**
 * Puts the server's per-field messages of a failed call onto the form's fields. `fieldOf` names the
 * form field of a payload key (undefined: the form has none, the message is left to the toast);
 * without it the form's names are the payload's keys.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  err: unknown,
  fieldOf: (key: string) => FieldPath<T> | undefined = (key) => key as FieldPath<T>,
): void {
  if (!(err instanceof ApiError)) return;
  for (const [key, message] of Object.entries(err.errors)) {
    const field = fieldOf(key);
    if (field) form.setError(field, { message });
  }
}
