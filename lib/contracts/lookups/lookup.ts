import { z } from 'zod';
import { idSchema } from '../core/common';

/** Positions, preferred locations and business types: `_id` and `name`. */
export const lookupSchema = z.object({ _id: idSchema, name: z.string().min(1) });

/** Salary budgets and hiring urgencies are shown in `sortingOrder`, ascending. */
export const sortedLookupSchema = lookupSchema.extend({ sortingOrder: z.number().int() });

/** The spec (careers-pages-profile §3 "Entities and their fields") names the inquiry type's key `id`; it carries `_id` too, like every record. */
export const inquiryTypeSchema = lookupSchema.extend({ id: idSchema });

/** The lookup lists, keyed by the path the spec gives them (careers-pages-profile §7 "The calls it makes"; spellings included). */
export const lookupKinds = {
  position: { table: 'positions', sorted: false },
  'preffered-location': { table: 'preferred_locations', sorted: false },
  'salary-budget': { table: 'salary_budgets', sorted: true },
  'hiring-urgency': { table: 'hiring_urgencies', sorted: true },
  'business-type': { table: 'business_types', sorted: false },
  'inquiry-type': { table: 'inquiry_types', sorted: false },
} as const;

export type LookupKind = keyof typeof lookupKinds;

/** The shape of each lookup list's items, as GET /{kind} answers them. */
export const lookupItemSchemas = {
  position: lookupSchema,
  'preffered-location': lookupSchema,
  'salary-budget': sortedLookupSchema,
  'hiring-urgency': sortedLookupSchema,
  'business-type': lookupSchema,
  'inquiry-type': inquiryTypeSchema,
} as const satisfies Record<LookupKind, z.ZodType>;
export type Lookup = z.infer<typeof lookupSchema>;
export type SortedLookup = z.infer<typeof sortedLookupSchema>;
export type InquiryType = z.infer<typeof inquiryTypeSchema>;
