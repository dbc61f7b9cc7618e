import type { Metadata } from 'next';
import { MyJobAlerts } from '@/components/job-alerts/my-job-alerts';

export const metadata: Metadata = { title: 'My Job Alerts', robots: { index: false } };

export default function JobAlertsPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-3xl font-bold text-navy">My Job Alerts</h1>
      <p className="mb-4 text-slate-700">We email you new jobs for each search below, at most once a day.</p>
      <MyJobAlerts />
    </section>
  );
}
