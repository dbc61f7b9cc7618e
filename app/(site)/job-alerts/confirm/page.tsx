import type { Metadata } from 'next';
import { JobAlertLinkPage } from '@/components/job-alerts/job-alert-link-page';

export const metadata: Metadata = { title: 'Confirm Job Alert', robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ConfirmJobAlertPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return <JobAlertLinkPage kind="confirm" token={first(params.token)} status={first(params.status)} />;
}
