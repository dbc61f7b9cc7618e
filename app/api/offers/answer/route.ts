import type { NextRequest } from 'next/server';
import { callerSession, settleSession } from '@/lib/bff/forward';
import { readFormBody } from '@/lib/bff/read-body';
import { api } from '@/lib/contracts/endpoints';
import { offerAnswerForm } from '@/lib/contracts/offers/form';
import { offerTexts } from '@/lib/contracts/offers/offer';
import { acceptOfferSchema, declineOfferSchema, offerAnswerResponseSchema } from '@/lib/contracts/offers/views';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import { callUpstream, unavailableMessage } from '@/lib/upstream/call-upstream';
import { sealNotice, type Notice } from '@/lib/session/sealed-notice';

const { fields, answers } = offerAnswerForm;

/** The upstream's message of a refusal, or what to say when it gave none. */
async function refusal(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  return answer.status >= 500 ? unavailableMessage : offerTexts.missingOffer;
}

/** Calls the upstream with the session's token; the notice says how it went. */
async function answerUpstream(request: NextRequest, form: FormData, id: string): Promise<Notice> {
  const answer = form.get(fields.answer);
  const caller = await callerSession(request);
  let response: Response;
  if (answer === answers.accept) {
    const parsed = acceptOfferSchema.safeParse({ fullName: form.get(fields.fullName) ?? undefined });
    if (!parsed.success) return { kind: 'error', text: offerTexts.fullNameRequired };
    response = await callUpstream(api.offers.accept, {
      params: { id },
      json: parsed.data,
      token: caller.session.token,
      clientIp: caller.clientIp,
    });
  } else if (answer === answers.decline) {
    const parsed = declineOfferSchema.safeParse({ reason: form.get(fields.reason) ?? undefined });
    if (!parsed.success)
      return { kind: 'error', text: parsed.error.issues[0]?.message ?? offerTexts.declineReasonRequired };
    response = await callUpstream(api.offers.decline, {
      params: { id },
      json: parsed.data,
      token: caller.session.token,
      clientIp: caller.clientIp,
    });
  } else return { kind: 'error', text: offerTexts.missingOffer };
  await settleSession(caller, response.status, new Headers());
  return response.ok
    ? { kind: 'success', text: offerAnswerResponseSchema.parse(await response.json()).message }
    : { kind: 'error', text: await refusal(response) };
}

/**
 * An offer's Accept or Decline, posted by My Applications' plain forms: answered upstream, then the
 * browser is sent back (303) with the outcome sealed in the address.
 */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const id = read.value?.get(fields.id);
  const notice: Notice =
    typeof id === 'string' && id && read.value
      ? await answerUpstream(request, read.value, id)
      : { kind: 'error', text: offerTexts.missingOffer };
  const to = new URL('/my-applications', request.nextUrl);
  to.searchParams.set(shareRequestForm.noticeParam, await sealNotice(notice));
  return new Response(null, { status: 303, headers: { location: `${to.pathname}${to.search}` } });
}
