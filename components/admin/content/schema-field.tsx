'use client';

import type { ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from './image-field';
import { ListField } from './list-field';
import { emptyValue, fieldKind, labelFor } from './schema-walk';

interface SchemaFieldProps {
  schema: z.ZodType;
  /** The field's path in the form ('doc.heroSection.title'). */
  path: string;
  name: string;
  /** Top-level sections fold away, so a long document stays easy to move through. */
  foldable?: boolean;
}

/** One field of a content document, drawn from its schema; objects and lists recurse. */
export function SchemaField({ schema, path, name, foldable = false }: SchemaFieldProps) {
  const { register, formState } = useFormContext();
  const field = fieldKind(schema, name);
  const label = labelFor(name);
  const error = errorAt(formState.errors, path);
  if (name === '_id') return null;

  switch (field.kind) {
    case 'image':
      return <ImageField path={path} label={label} />;
    case 'text':
      return field.long ? (
        <FormField label={label} error={error} as="textarea" rows={3} {...register(path)} />
      ) : (
        <FormField label={label} error={error} {...register(path)} />
      );
    case 'number':
      return <FormField label={label} error={error} type="number" {...register(path, { valueAsNumber: true })} />;
    case 'boolean':
      return (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register(path)} /> {label}
        </label>
      );
    case 'enum':
      return (
        <FormField
          label={label}
          error={error}
          as="select"
          options={field.options.map((o) => ({ value: o, label: o }))}
          {...register(path)}
        />
      );
    case 'list':
      return (
        <Section label={label} foldable={foldable} body={<ListField schema={field.item} path={path} label={label} />} />
      );
    case 'object':
      return (
        <Section
          label={label}
          foldable={foldable}
          body={
            field.nullable ? (
              <OptionalObject schema={schema} path={path} label={label} />
            ) : (
              <ObjectFields shape={field.shape} path={path} />
            )
          }
        />
      );
    default:
      return <p className="text-sm text-slate-500">{label}: not editable here.</p>;
  }
}

/** The message of the field at `path`, from the schema's check or the server's answer. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

export function ObjectFields({ shape, path }: { shape: Record<string, z.ZodType>; path: string }) {
  return (
    <div className="space-y-4">
      {Object.entries(shape).map(([key, child]) => (
        <SchemaField key={key} schema={child} path={path ? `${path}.${key}` : key} name={key} />
      ))}
    </div>
  );
}

function Section({ label, foldable, body }: { label: string; foldable: boolean; body: ReactNode }) {
  if (foldable) {
    return (
      <details className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-4 py-3 font-semibold text-navy">{label}</summary>
        <fieldset aria-label={label} className="border-t border-slate-100 p-4">
          {body}
        </fieldset>
      </details>
    );
  }
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{label}</legend>
      {body}
    </fieldset>
  );
}

/** A part that may be left out (a card's optional button): a checkbox adds or removes it. */
function OptionalObject({ schema, path, label }: { schema: z.ZodType; path: string; label: string }) {
  const { setValue } = useFormContext();
  const value = useWatch({ name: path });
  const field = fieldKind(schema);
  if (field.kind !== 'object') return null;
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value != null}
          onChange={(e) => setValue(path, e.target.checked ? emptyValue(schema) : null, { shouldDirty: true })}
        />
        Show {label.toLowerCase()}
      </label>
      {value != null && <ObjectFields shape={field.shape} path={path} />}
    </div>
  );
}
