import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { HolidayEditor } from '@/components/admin/welfare/holiday-editor';

export const metadata: Metadata = { title: 'Philippine holidays' };

export default function Page() {
  return (
    <>
      <PageHeader title="Philippine holidays" />
      <p className="mb-4 max-w-prose text-sm text-slate-600">
        Regular holidays and special non-working days are not working days: an incident is due 5 working days after the
        agency learns of it. Add Eid&apos;l Fitr and Eid&apos;l Adha once proclaimed.
      </p>
      <HolidayEditor />
    </>
  );
}
