import 'server-only';
import type { NextRequest } from 'next/server';
import { callerSession, settleSession } from '@/lib/bff/forward';
import { readFormBody } from '@/lib/bff/read-body';
import { interviewForm } from '@/lib/contracts/interviews/form';
import { interviewTexts } from '@/lib/contracts/interviews/interview';
import { unavailableMessage } from '@/lib/upstream/call-upstream';
import { sealNotice, type Notice } from '@/lib/session/sealed-notice';

type Form = NonNullable<Extract<Awaited<ReturnType<typeof readFormBody>>, { ok: true }>['value']>;

/** What a form asks: an upstream call with the caller's token and IP, or a refusal before calling. */
export type FormAction =
  | { error: string }
  | {
      call: (auth: { token: string | undefined; clientIp: string | null }) => Promise<Response>;
      /** Where on the page to land (the invitation's anchor). */
      hash?: string;
    };

async function refusal(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  return answer.status >= 500 ? unavailableMessage : interviewTexts.missing;
}

/** How a form comes back: the page (given what was posted) and whether a refusal keeps what was typed. */
export interface FormReturn {
  page: string | ((form: Form) => string);
  keepValues?: boolean;
}

/** The posted text fields by name (files left out), for a refused form to come back filled in. */
function typedValues(form: Form) {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') (values[name] ??= []).push(value);
  return values;
}

/**
 * An interview form posted without script: parsed, answered upstream with the session's token, then
 * the browser is sent back (303) to its page with the outcome sealed in the address.
 */
export async function postInterviewForm(
  request: NextRequest,
  back: string | FormReturn,
  decide: (form: Form) => FormAction,
) {
  const { page, keepValues = false } = typeof back === 'string' ? { page: back } : back;
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const action = read.value ? decide(read.value) : { error: interviewTexts.missing };
  let notice: Notice;
  const hash = 'hash' in action && action.hash ? `#${action.hash}` : '';
  if ('error' in action) notice = { kind: 'error', text: action.error };
  else {
    const caller = await callerSession(request);
    const answer = await action.call({ token: caller.session.token, clientIp: caller.clientIp });
    await settleSession(caller, answer.status, new Headers());
    notice = answer.ok
      ? { kind: 'success', text: String(((await answer.json()) as { message?: string }).message ?? '') || 'Done.' }
      : { kind: 'error', text: await refusal(answer) };
  }
  if (notice.kind === 'error' && keepValues && read.value) notice.values = typedValues(read.value);
  const to = new URL(typeof page === 'string' ? page : read.value ? page(read.value) : '/', request.nextUrl);
  to.searchParams.set(interviewForm.noticeParam, await sealNotice(notice));
  return new Response(null, { status: 303, headers: { location: `${to.pathname}${to.search}${hash}` } });
}

/** A form field's text, or '' when absent or a file. */
export const textOf = (form: Form, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
