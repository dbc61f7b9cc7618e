import type { z } from 'zod';
import { imageFileSchema } from '@/lib/contracts';

/**
 * Reads the contracts' zod schemas so that one editor serves every content document: the form is
 * drawn from the same schema that validates the document on save, and cannot drift from it.
 */
type AnySchema = z.ZodType;
type Def = { type: string; innerType?: AnySchema; entries?: Record<string, string> };

const defOf = (schema: AnySchema) => (schema as unknown as { def: Def }).def;

export type FieldKind =
  | { kind: 'image' }
  | { kind: 'text'; long: boolean }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'object'; shape: Record<string, AnySchema>; nullable: boolean }
  | { kind: 'list'; item: AnySchema }
  | { kind: 'unknown' };

const longTextKeys = /description|content|subtitle|message|paragraph|summary|story|address/i;

/** What control a schema needs. Images are recognised by identity: every image field uses imageFileSchema. */
export function fieldKind(schema: AnySchema, key = ''): FieldKind {
  if (schema === imageFileSchema) return { kind: 'image' };
  let current = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'nullable' || def.type === 'optional' || def.type === 'default') && def.innerType) {
      nullable ||= def.type === 'nullable';
      current = def.innerType;
      continue;
    }
    switch (def.type) {
      case 'string':
        return { kind: 'text', long: longTextKeys.test(key) };
      case 'number':
        return { kind: 'number' };
      case 'boolean':
        return { kind: 'boolean' };
      case 'enum':
        return { kind: 'enum', options: Object.values(def.entries ?? {}) };
      case 'object':
        return { kind: 'object', shape: (current as unknown as { shape: Record<string, AnySchema> }).shape, nullable };
      case 'array':
        return { kind: 'list', item: (current as unknown as { element: AnySchema }).element };
      default:
        return { kind: 'unknown' };
    }
  }
}

/** A fresh id for a new list item (the server keeps any non-empty id it is given). */
export const newItemId = () =>
  globalThis.crypto?.randomUUID?.() ?? `new-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The blank value a new list item starts from. */
export function emptyValue(schema: AnySchema, key = ''): unknown {
  if (key === '_id') return newItemId();
  const field = fieldKind(schema, key);
  switch (field.kind) {
    case 'image':
      return null;
    case 'text':
      return '';
    case 'number':
      return key === 'stepNumber' ? 1 : 0;
    case 'boolean':
      return false;
    case 'enum':
      return field.options[0];
    case 'list':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(field.shape).map(([k, s]) => [k, emptyValue(s, k)]));
    default:
      return null;
  }
}

/** 'heroSection' → 'Hero section', 'whatsAppNumber' → 'Whats app number'. */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A list item's name in the editor: its first title-like text, else its position. */
export function itemSummary(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['title', 'name', 'text', 'label', 'question', 'tag']) {
      if (typeof record[key] === 'string' && record[key]) return `${index + 1}. ${record[key] as string}`;
    }
  }
  return `Item ${index + 1}`;
}
