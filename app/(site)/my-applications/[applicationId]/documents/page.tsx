import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentsChecklist } from '@/components/deployment-documents/documents-checklist';
import { checklistSchema } from '@/lib/contracts/deployments/documents';
import { api } from '@/lib/contracts/endpoints';
import { getSession } from '@/lib/session/session';
import { callUpstream } from '@/lib/upstream/call-upstream';

export const metadata: Metadata = { title: 'My documents', robots: { index: false } };

/**
 * A candidate's deployment documents for one application at Offered or Deployed. Anyone else (a
 * visitor, another candidate, an unknown id, an earlier stage) gets the site's 404.
 */
export default async function DocumentsPage({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  const session = await getSession();
  if (!session.token || session.user?.userType !== 'User') notFound();
  const res = await callUpstream(api.deploymentDocuments.checklist, {
    params: { applicationId },
    token: session.token,
  });
  if (res.status === 404 || res.status === 400 || res.status === 401 || res.status === 403) notFound();
  if (!res.ok) throw new Error(`The documents could not be loaded (${res.status}).`);
  const checklist = checklistSchema.parse(((await res.json()) as { data: unknown }).data);
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <DocumentsChecklist checklist={checklist} />
    </section>
  );
}
