import { z } from 'zod';
import { idSchema } from '../core/common';
import { requiredText } from '../core/fields';
import { lookupKinds, type LookupKind } from './lookup';

// Lookup lists as staff edit them.
/** A lookup item as staff create or edit it. */
export const lookupInputSchema = z.object({
  name: requiredText('Name is required', { max: [100, 'Name is too long'] }),
  sortingOrder: z.number({ error: 'Sorting order must be a number' }).int().min(0).max(10_000).default(0),
  isActive: z.boolean().default(true),
});

export const adminLookupItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sortingOrder: z.number(),
  isActive: z.boolean(),
});

/** Which lookup list a back-office call is about. */
export const lookupKindParamsSchema = z.object({
  kind: z.enum(Object.keys(lookupKinds) as [LookupKind, ...LookupKind[]], { error: 'No such list.' }),
});

export type AdminLookupItem = z.infer<typeof adminLookupItemSchema>;
export type LookupInput = z.input<typeof lookupInputSchema>;
