import type { NextRequest } from 'next/server';
import { callerSession, settleSession } from '@/lib/bff/forward';
import { readFormBody } from '@/lib/bff/read-body';
import { api } from '@/lib/contracts/endpoints';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import { employerIncidentForm } from '@/lib/contracts/welfare/check-in-texts';
import { openIncidentSchema, welfareTexts } from '@/lib/contracts/welfare/welfare';
import { callUpstream, unavailableMessage } from '@/lib/upstream/call-upstream';
import { sealNotice, type Notice } from '@/lib/session/sealed-notice';

const { fields } = employerIncidentForm;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function openUpstream(request: NextRequest, form: FormData, applicationId: string): Promise<Notice> {
  const description = form.get(fields.description);
  const typed = { [fields.description]: [typeof description === 'string' ? description.slice(0, 2000) : ''] };
  const parsed = openIncidentSchema.safeParse({ kind: form.get(fields.kind) ?? undefined, description });
  if (!parsed.success)
    return { kind: 'error', text: parsed.error.issues[0]?.message ?? welfareTexts.kind, values: typed };
  const caller = await callerSession(request);
  const response = await callUpstream(api.welfare.employerIncident, {
    params: { applicationId },
    json: parsed.data,
    token: caller.session.token,
    clientIp: caller.clientIp,
  });
  await settleSession(caller, response.status, new Headers());
  if (response.ok) {
    const body = (await response.json()) as { data: { dueOn: string } };
    return { kind: 'success', text: employerIncidentForm.opened(body.data.dueOn) };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const text =
    response.status >= 500
      ? unavailableMessage
      : typeof body?.message === 'string'
        ? body.message
        : welfareTexts.missingWorker;
  return { kind: 'error', text, values: typed };
}

/** The employer portal's incident on a hire, a plain form: answered upstream, then back to the hire (303). */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const applicationId = read.value?.get(fields.applicationId);
  if (typeof applicationId !== 'string' || !uuid.test(applicationId)) {
    return Response.json({ message: welfareTexts.missingWorker }, { status: 400 });
  }
  const notice = await openUpstream(request, read.value!, applicationId);
  const to = new URLSearchParams({ [shareRequestForm.noticeParam]: await sealNotice(notice) });
  return new Response(null, {
    status: 303,
    headers: { location: `/employer/hires/${applicationId}?${to.toString()}` },
  });
}
