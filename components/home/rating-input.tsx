'use client';

import { useId, useState } from 'react';
import { ContentIcon } from '@/components/ui/content-icon';
import { FormError } from '@/components/ui/form-error';

interface RatingInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
}

/** 'Rating *' as five radio buttons drawn as stars: hover previews, click or arrow keys set. */
export function RatingInput({ label, value, onChange, onBlur, error }: RatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const lit = hovered || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      <div
        role="radiogroup"
        aria-label="Rating"
        aria-invalid={Boolean(error)}
        className="mt-1 flex gap-1"
        onMouseLeave={() => setHovered(0)}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-navy"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              className="sr-only"
            />
            <ContentIcon
              name="star"
              className={`h-8 w-8 transition-colors ${n <= lit ? 'fill-gold text-gold-dark' : 'fill-none text-slate-400'}`}
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
      <FormError message={error} id={errorId} className="mt-1" />
    </fieldset>
  );
}
