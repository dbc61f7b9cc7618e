import type { z } from 'zod';
import type { FormField } from './define-form';

/**
 * Fields named as the contract's payload keys, each checked by the key's own rule: for `defineForm`
 * when a form sends what it shows, so only the labels are written.
 */
export function contractFields<
  Shape extends Record<string, z.ZodType>,
  const Labels extends { [K in keyof Shape]?: string },
>(shape: Shape, labels: Labels): { [K in Extract<keyof Labels, string>]: FormField<K, Shape[K]> } {
  return Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, { key, label, rule: shape[key] }])) as {
    [K in Extract<keyof Labels, string>]: FormField<K, Shape[K]>;
  };
}
