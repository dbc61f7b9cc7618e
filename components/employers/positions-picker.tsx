'use client';

import { useId } from 'react';
import { FormError } from '@/components/ui/form-error';
import type { Lookup } from '@/lib/contracts';

interface PositionsPickerProps {
  label: string;
  positions: Lookup[];
  value: string[];
  onChange(value: string[]): void;
  onBlur(): void;
  error?: string;
}

/** Multi-select of positions as a scrollable group of checkboxes (Tab and Space work natively). */
export function PositionsPicker({ label, positions, value, onChange, onBlur, error }: PositionsPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (positionId: string, checked: boolean) =>
    onChange(checked ? [...value, positionId] : value.filter((v) => v !== positionId));
  return (
    <fieldset aria-describedby={error ? errorId : `${id}-count`} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p id={`${id}-count`} className="text-xs text-slate-600" aria-live="polite">
        {value.length} selected
      </p>
      <div
        className={`mt-1 grid max-h-48 gap-1 overflow-y-auto rounded-md border bg-white p-2 sm:grid-cols-2 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        {positions.map((p) => (
          <label
            key={p._id}
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-navy"
              checked={value.includes(p._id)}
              onChange={(e) => toggle(p._id, e.target.checked)}
              onBlur={onBlur}
            />
            {p.name}
          </label>
        ))}
      </div>
      <FormError message={error} id={errorId} className="mt-1" />
    </fieldset>
  );
}
