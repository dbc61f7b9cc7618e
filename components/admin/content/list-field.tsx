'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorAt, ObjectFields } from './schema-field';
import { emptyValue, fieldKind, itemSummary } from './schema-walk';

interface ListFieldProps {
  schema: z.ZodType;
  path: string;
  label: string;
}

const small = 'px-2 py-1 text-xs';

/** A list in a content document: add, remove and reorder its items. */
export function ListField(props: ListFieldProps) {
  const item = fieldKind(props.schema);
  return item.kind === 'object' ? (
    <ObjectList {...props} shape={item.shape} />
  ) : (
    <TextList {...props} numeric={item.kind === 'number'} />
  );
}

function ObjectList({ schema, path, label, shape }: ListFieldProps & { shape: Record<string, z.ZodType> }) {
  const { formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ name: path });
  const items = (useWatch({ name: path }) as unknown[] | undefined) ?? [];
  const listError = errorAt(formState.errors, path);

  return (
    <div className="space-y-3">
      {fields.map((field, index) => {
        const summary = itemSummary(items[index], index);
        return (
          <fieldset key={field.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <legend className="px-1 text-sm font-semibold">{summary}</legend>
            <ItemButtons
              summary={summary}
              index={index}
              count={fields.length}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
            <ObjectFields shape={shape} path={`${path}.${index}`} />
          </fieldset>
        );
      })}
      <FormError message={listError} />
      <Button variant="outline" className={small} onClick={() => append(emptyValue(schema) as object)}>
        Add to {label.toLowerCase()}
      </Button>
    </div>
  );
}

/** Lists of plain texts (phone numbers, e-mails, business hours), edited as a column of inputs. */
function TextList({ schema, path, label, numeric }: ListFieldProps & { numeric: boolean }) {
  const { setValue, formState } = useFormContext();
  const values = (useWatch({ name: path }) as (string | number)[] | undefined) ?? [];
  const write = (next: (string | number)[]) => setValue(path, next, { shouldDirty: true, shouldValidate: false });

  return (
    <div className="space-y-2">
      {values.map((value, index) => {
        const error = errorAt(formState.errors, `${path}.${index}`);
        const summary = `${label} ${index + 1}`;
        return (
          <div key={index}>
            <div className="flex flex-wrap items-center gap-2">
              <input
                aria-label={summary}
                aria-invalid={Boolean(error)}
                type={numeric ? 'number' : 'text'}
                value={value}
                onChange={(e) =>
                  write(values.map((v, i) => (i === index ? (numeric ? e.target.valueAsNumber : e.target.value) : v)))
                }
                className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
              />
              <ItemButtons
                summary={summary}
                index={index}
                count={values.length}
                onMove={(to) => {
                  const next = [...values];
                  const [moved] = next.splice(index, 1);
                  next.splice(to, 0, moved!);
                  write(next);
                }}
                onRemove={() => write(values.filter((_, i) => i !== index))}
              />
            </div>
            <FormError message={error} className="mt-1" />
          </div>
        );
      })}
      <Button
        variant="outline"
        className={small}
        onClick={() => write([...values, emptyValue(schema) as string | number])}
      >
        Add to {label.toLowerCase()}
      </Button>
    </div>
  );
}

function ItemButtons({
  summary,
  index,
  count,
  onMove,
  onRemove,
}: {
  summary: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="mb-2 flex gap-2">
      <Button
        variant="ghost"
        className={small}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Move ${summary} up`}
      >
        Up
      </Button>
      <Button
        variant="ghost"
        className={small}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${summary} down`}
      >
        Down
      </Button>
      <Button variant="ghost" className={`${small} text-red-700`} onClick={onRemove} aria-label={`Remove ${summary}`}>
        Remove
      </Button>
    </div>
  );
}
