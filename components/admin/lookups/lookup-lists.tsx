'use client';

import { useState } from 'react';
import type { LookupKind } from '@/lib/contracts';
import { LookupEditor } from './lookup-editor';

const lists: { kind: LookupKind; title: string }[] = [
  { kind: 'position', title: 'Positions' },
  { kind: 'preffered-location', title: 'Preferred locations' },
  { kind: 'salary-budget', title: 'Salary budgets' },
  { kind: 'hiring-urgency', title: 'Hiring urgencies' },
  { kind: 'business-type', title: 'Business types' },
  { kind: 'inquiry-type', title: 'Inquiry types' },
];

/** The lists the site's forms choose from, one at a time. */
export function LookupLists() {
  const [current, setCurrent] = useState(lists[0]!);
  return (
    <>
      <div role="group" aria-label="Lists" className="mb-4 flex flex-wrap gap-2">
        {lists.map((list) => (
          <button
            key={list.kind}
            type="button"
            aria-pressed={list.kind === current.kind}
            onClick={() => setCurrent(list)}
            className="rounded-full border border-navy px-3 py-1 text-sm text-navy aria-pressed:bg-navy aria-pressed:text-white"
          >
            {list.title}
          </button>
        ))}
      </div>
      <LookupEditor key={current.kind} kind={current.kind} title={current.title} />
    </>
  );
}
