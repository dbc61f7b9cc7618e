import type { z } from 'zod';
import { HttpError } from '../http-error';

/**
 * Parses input with a contracts schema; on failure answers 400 with the first message as the
 * headline (the website shows it as is) and the first message of each field under `errors`.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const headline = result.error.issues[0]?.message ?? 'The request is not valid.';
  throw new HttpError(400, headline, errors);
}
