import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { ShortlistView } from '@/components/employer-portal/shortlist-view';
import { api } from '@/lib/contracts/endpoints';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';
import { employerGate } from '../../employer-gate';

export const metadata: Metadata = { title: 'Shortlist', robots: { index: false } };

/**
 * A shortlist the agency sent the contact's client: every candidate's card, rendered on the server;
 * the video, the decision buttons and the reports to the agency are small client islands. Another
 * client's shortlist, a draft or an unknown id is the site's 404.
 */
export default async function EmployerShortlistPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const gate = await employerGate();
  if ('refusal' in gate) return gate.refusal;
  let answer;
  try {
    answer = await readAsViewer(api.employer.shortlist, gate.token, { id });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.status === 404 || err.status === 400) notFound();
    return <PortalMessage title="Shortlist">{err.message}</PortalMessage>;
  }
  if (!answer) notFound();
  return <ShortlistView shortlist={answer.data} source={{ kind: 'portal', shortlistId: id }} />;
}
