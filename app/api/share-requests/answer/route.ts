import type { NextRequest } from 'next/server';
import { callerSession, settleSession } from '@/lib/bff/forward';
import { readFormBody } from '@/lib/bff/read-body';
import { api } from '@/lib/contracts/endpoints';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import {
  shareAnswerResponseSchema,
  shareAnswerSchema,
  shareRequestTexts,
} from '@/lib/contracts/shortlists/share-requests';
import { callUpstream, unavailableMessage } from '@/lib/upstream/call-upstream';
import { sealNotice, type Notice } from '@/lib/session/sealed-notice';

const { fields, noticeParam } = shareRequestForm;

/** The upstream's message of a refusal, or what to say when it gave none. */
async function refusal(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  return answer.status >= 500 ? unavailableMessage : shareRequestTexts.missing;
}

/**
 * A share request's Yes or No, posted by My Applications' plain form: answered upstream with the
 * session's token, then the browser is sent back (303) with the outcome sealed in the address.
 */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const id = read.value?.get(fields.id);
  const parsed = shareAnswerSchema.safeParse({ answer: read.value?.get(fields.answer) ?? undefined });

  let notice: Notice;
  if (typeof id !== 'string' || !id) notice = { kind: 'error', text: shareRequestTexts.missing };
  else if (!parsed.success) notice = { kind: 'error', text: shareRequestTexts.answerRequired };
  else {
    const caller = await callerSession(request);
    const answer = await callUpstream(api.shareRequests.answer, {
      params: { id },
      json: parsed.data,
      token: caller.session.token,
      clientIp: caller.clientIp,
    });
    await settleSession(caller, answer.status, new Headers());
    notice = answer.ok
      ? { kind: 'success', text: shareAnswerResponseSchema.parse(await answer.json()).message }
      : { kind: 'error', text: await refusal(answer) };
  }
  const to = new URL('/my-applications', request.nextUrl);
  to.searchParams.set(noticeParam, await sealNotice(notice));
  return new Response(null, { status: 303, headers: { location: `${to.pathname}${to.search}` } });
}
