import type { z } from 'zod';

/** The first message of each field of a failed parse, keyed by the field's path ('a.b'): what a form shows. */
export function firstMessages(error: z.ZodError): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}
