import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { QuarterlyReportForm, WelfareDashboard } from '@/components/admin/welfare/welfare-dashboard';

export const metadata: Metadata = { title: 'Welfare' };

/** The duty of care after arrival: what is due, open incidents, the quarterly report, the holidays. */
export default function Page() {
  return (
    <>
      <PageHeader title="Welfare">
        <Link href="/admin/welfare/holidays" className="text-navy underline">
          Philippine holidays
        </Link>
      </PageHeader>
      <div className="space-y-8">
        <WelfareDashboard />
        <QuarterlyReportForm />
      </div>
    </>
  );
}
