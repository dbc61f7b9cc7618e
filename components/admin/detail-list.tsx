import type { ReactNode } from 'react';

/** A record's fields as label and value pairs. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium whitespace-pre-wrap">{value === '' || value == null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
