import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckInPage } from '@/components/check-in/check-in-page';
import { api } from '@/lib/contracts/endpoints';
import { checkInForm, checkInTokenPattern } from '@/lib/contracts/welfare/check-in-texts';
import type { CheckInState } from '@/lib/contracts/welfare/views';
import { readNotice } from '@/lib/session/sealed-notice';
import { callUpstream } from '@/lib/upstream/call-upstream';

export const metadata: Metadata = { title: 'How is your work?', robots: { index: false } };

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The link's check-in as the upstream knows it; null for a link that is not ours. */
async function stateOf(token: string): Promise<CheckInState | null> {
  if (!checkInTokenPattern.test(token)) return null;
  const res = await callUpstream(api.welfare.checkIn, { params: { token } });
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw new Error(`check-in: the upstream answered ${res.status}`);
  return api.welfare.checkIn.response[200].parse(await res.json()).data;
}

/** A deployed worker's check-in, from the link in their mail (rendered on the server, no sign-in). */
export default async function CheckIn({ params, searchParams }: Props) {
  const { token } = await params;
  const sealed = (await searchParams)[checkInForm.noticeParam];
  const [state, notice] = await Promise.all([
    stateOf(token),
    readNotice(typeof sealed === 'string' ? sealed : undefined),
  ]);
  // A link that is not one of ours answers 404 (with the page's own words: not-found.tsx beside it).
  if (!state) notFound();
  return <CheckInPage token={token} state={state} notice={notice} />;
}
