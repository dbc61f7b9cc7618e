import type { NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { readFormBody } from '@/lib/bff/read-body';
import { api } from '@/lib/contracts/endpoints';
import { checkInForm, checkInPath, checkInTexts, checkInTokenPattern } from '@/lib/contracts/welfare/check-in-texts';
import { checkInAnswerSchema } from '@/lib/contracts/welfare/welfare';
import { callUpstream, unavailableMessage } from '@/lib/upstream/call-upstream';
import { sealNotice, type Notice } from '@/lib/session/sealed-notice';

const { fields } = checkInForm;

/** The upstream's answer to the check-in, in the worker's words. */
async function answerUpstream(request: NextRequest, form: FormData, token: string): Promise<Notice> {
  const note = form.get(fields.note);
  const parsed = checkInAnswerSchema.safeParse({
    answer: form.get(fields.answer) ?? undefined,
    note: typeof note === 'string' ? note : undefined,
  });
  const typed = { [fields.note]: [typeof note === 'string' ? note.slice(0, 2000) : ''] };
  if (!parsed.success)
    return { kind: 'error', text: parsed.error.issues[0]?.message ?? checkInTexts.chooseAnswer, values: typed };
  const response = await callUpstream(api.welfare.answerCheckIn, {
    params: { token },
    json: parsed.data,
    clientIp: clientIp(request.headers),
  });
  if (response.ok) {
    const body = (await response.json()) as { data: { message: string } };
    return { kind: 'success', text: body.data.message };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const text =
    response.status >= 500
      ? unavailableMessage
      : typeof body?.message === 'string'
        ? body.message
        : checkInTexts.missing;
  return { kind: 'error', text, values: typed };
}

/**
 * The check-in page's plain form ("I'm fine" / "I need help", a note): answered upstream, then the
 * browser is sent back to the page (303) with the outcome sealed in the address. No sign-in: the
 * link's token is the key.
 */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const token = read.value?.get(fields.token);
  if (typeof token !== 'string' || !checkInTokenPattern.test(token)) {
    return new Response(checkInTexts.missing, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const notice = await answerUpstream(request, read.value!, token);
  const to = new URLSearchParams({ [checkInForm.noticeParam]: await sealNotice(notice) });
  return new Response(null, { status: 303, headers: { location: `${checkInPath(token)}?${to.toString()}` } });
}
