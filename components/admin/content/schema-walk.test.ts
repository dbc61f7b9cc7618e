import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageFileSchema } from '@/lib/contracts';
import { contentDocuments } from '@/lib/contracts/content';
import { emptyValue, fieldKind, itemSummary, labelFor } from './schema-walk';

const section = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: imageFileSchema,
  stepNumber: z.number(),
  visible: z.boolean(),
  kind: z.enum(['a', 'b']),
  tags: z.array(z.string()),
  cta: z.object({ text: z.string() }).nullable(),
});

describe('the content editor reads the contracts', () => {
  it('draws a control for each kind of field', () => {
    expect(fieldKind(imageFileSchema)).toEqual({ kind: 'image' });
    expect(fieldKind(z.string(), 'title')).toEqual({ kind: 'text', long: false });
    expect(fieldKind(z.string(), 'description')).toEqual({ kind: 'text', long: true });
    expect(fieldKind(z.number().optional())).toEqual({ kind: 'number' });
    expect(fieldKind(z.enum(['a', 'b']))).toEqual({ kind: 'enum', options: ['a', 'b'] });
    expect(fieldKind(z.array(z.string()))).toMatchObject({ kind: 'list' });
    expect(fieldKind(section.shape.cta)).toMatchObject({ kind: 'object', nullable: true });
  });

  it('starts a new list item blank, with a fresh id, and the blank passes its own schema', () => {
    const item = emptyValue(section) as Record<string, unknown>;
    expect(item).toMatchObject({
      title: '',
      image: null,
      stepNumber: 1,
      visible: false,
      kind: 'a',
      tags: [],
      cta: { text: '' },
    });
    expect(typeof item._id).toBe('string');
    expect(emptyValue(section)).not.toEqual(item);
    expect(section.safeParse(item).success).toBe(true);
  });

  it('knows every field of every content document (no control it cannot draw)', () => {
    const unknown: string[] = [];
    const walk = (schema: z.ZodType, path: string) => {
      const field = fieldKind(schema, path.split('.').pop());
      if (field.kind === 'unknown') unknown.push(path);
      if (field.kind === 'object') for (const [key, s] of Object.entries(field.shape)) walk(s, `${path}.${key}`);
      if (field.kind === 'list') walk(field.item, `${path}[]`);
    };
    for (const [key, schema] of Object.entries(contentDocuments)) walk(schema, key);
    expect(unknown).toEqual([]);
  });

  it('names fields and list items for people', () => {
    expect(labelFor('heroSection')).toBe('Hero section');
    expect(labelFor('whatsAppNumber')).toBe('Whats app number');
    expect(itemSummary({ title: 'Chef' }, 0)).toBe('1. Chef');
    expect(itemSummary({ value: 3 }, 2)).toBe('Item 3');
  });
});
