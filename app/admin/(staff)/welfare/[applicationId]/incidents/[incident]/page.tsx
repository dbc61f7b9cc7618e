import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { IncidentReport } from '@/components/admin/welfare/incident-report';

export const metadata: Metadata = { title: 'Incident report' };

export default async function Page({ params }: { params: Promise<{ applicationId: string; incident: string }> }) {
  const { applicationId, incident } = await params;
  return (
    <>
      <PageHeader title="Incident report" />
      <IncidentReport applicationId={applicationId} incidentId={incident} />
    </>
  );
}
