'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { reasonLength } from '@/lib/contracts/deployments/deployment';

interface ReasonFormProps {
  /** The field's label: says who will read the reason. */
  field: string;
  submit: string;
  /** Several lines (a rejected document's mail), or one (a step's reason, shown in lists). */
  multiline?: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  'aria-label'?: string;
  className?: string;
}

/** A change that needs a reason staff give (a step blocked, a document rejected): one field, within the contract's length. */
export function ReasonForm({
  field,
  submit,
  multiline = false,
  pending,
  onSubmit,
  className,
  'aria-label': ariaLabel,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const Field = multiline ? 'textarea' : 'input';
  return (
    <form
      aria-label={ariaLabel}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(reason);
      }}
    >
      <label className="block min-w-64 flex-1 text-sm">
        <span className="block font-medium">{field}</span>
        <Field
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={reasonLength.min}
          maxLength={reasonLength.max}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <Button type="submit" className="px-2 py-1 text-xs" disabled={pending}>
        {submit}
      </Button>
    </form>
  );
}
