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
      /** What the person is told once it worked, from the upstream's answer (default: its `message`). */
      success?: (answer: unknown) => string;
    };

async function refusal(answer: Response, missing: string): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  return answer.status >= 500 ? unavailableMessage : missing;
}

/** The upstream's own words on success: `message`, or `data.message`. */
function messageOf(answer: unknown): string {
  const body = answer as { message?: unknown; data?: { message?: unknown } } | null;
  const text = body?.message ?? body?.data?.message;
  return typeof text === 'string' && text ? text : 'Done.';
}

/**
 * How a form comes back: the page (given what was posted), whether a refusal keeps what was typed, and
 * what a refusal without the upstream's own words says (default: the interview is no longer there).
 */
export interface FormReturn {
  page: string | ((form: Form) => string);
  keepValues?: boolean;
  missing?: string;
}

/** The posted text fields by name (files left out), for a refused form to come back filled in. */
function typedValues(form: Form) {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') (values[name] ??= []).push(value);
  return values;
}

/**
 * A form posted without script (interviews, check-ins, the employer's incident): parsed, answered
 * upstream with the session's token (if any), then the browser is sent back (303) to its page with the
 * outcome sealed in the address.
 */
export async function postForm(request: NextRequest, back: string | FormReturn, decide: (form: Form) => FormAction) {
  const {
    page,
    keepValues = false,
    missing = interviewTexts.missing,
  } = typeof back === 'string' ? { page: back } : back;
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const action = read.value ? decide(read.value) : { error: missing };
  let notice: Notice;
  const hash = 'hash' in action && action.hash ? `#${action.hash}` : '';
  if ('error' in action) notice = { kind: 'error', text: action.error };
  else {
    const caller = await callerSession(request);
    const answer = await action.call({ token: caller.session.token, clientIp: caller.clientIp });
    await settleSession(caller, answer.status, new Headers());
    notice = answer.ok
      ? { kind: 'success', text: (action.success ?? messageOf)(await answer.json()) }
      : { kind: 'error', text: await refusal(answer, missing) };
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
