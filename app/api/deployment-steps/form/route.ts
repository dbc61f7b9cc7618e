import type { NextRequest } from 'next/server';
import { callerSession, settleSession } from '@/lib/bff/forward';
import { readFormBody } from '@/lib/bff/read-body';
import { declaredStep, deploymentTexts, evidenceField, evidenceOf } from '@/lib/contracts/deployments/deployment';
import { stepForm } from '@/lib/contracts/deployments/step-form';
import { api } from '@/lib/contracts/endpoints';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import { callUpstream, unavailableMessage } from '@/lib/upstream/call-upstream';
import { sealNotice, type Notice } from '@/lib/session/sealed-notice';

const { fields } = stepForm;

async function refusal(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  return answer.status >= 500 ? unavailableMessage : deploymentTexts.missing;
}

/** Sends the step upstream: with its file as multipart (fields first), else its evidence as JSON. */
async function completeUpstream(request: NextRequest, form: FormData, applicationId: string, step: string) {
  const evidence = evidenceOf(step);
  const values: Record<string, string> = {};
  for (const e of evidence) {
    const value = form.get(evidenceField(e.label));
    if (e.kind !== 'file' && typeof value === 'string') values[evidenceField(e.label)] = value;
  }
  const fileEvidence = evidence.find((e) => e.kind === 'file');
  const caller = await callerSession(request);
  const who = { token: caller.session.token, clientIp: caller.clientIp };
  let response: Response;
  if (fileEvidence) {
    const file = form.get(fields.file);
    if (!(file instanceof File) || file.size === 0) {
      return { kind: 'error', text: deploymentTexts.fileNeeded(fileEvidence.label) } satisfies Notice;
    }
    // The text fields go first: the upstream checks them before it reads the file.
    const upload = new FormData();
    upload.set(fields.applicationId, applicationId);
    upload.set(fields.step, step);
    for (const [name, value] of Object.entries(values)) upload.set(name, value);
    upload.set(fields.file, file);
    const body = new Response(upload);
    response = await callUpstream(api.deploymentSteps.upload, {
      ...who,
      body: body.body,
      contentType: body.headers.get('content-type'),
    });
  } else {
    response = await callUpstream(api.deploymentSteps.complete, {
      ...who,
      json: { applicationId, step, evidence: values },
    });
  }
  await settleSession(caller, response.status, new Headers());
  if (!response.ok) return { kind: 'error', text: await refusal(response) } satisfies Notice;
  return { kind: 'success', text: stepForm.done(declaredStep(step)?.label ?? 'the step') } satisfies Notice;
}

/** Where the form came from: the portal's hire for an employer's contact, else My Applications' deployment. */
async function backTo(request: NextRequest, applicationId: unknown) {
  const { session } = await callerSession(request);
  if (session.user?.userType !== 'Employer') return { path: '/my-applications', hash: `#${stepForm.anchor}` };
  const id = typeof applicationId === 'string' && /^[0-9a-f-]{36}$/i.test(applicationId) ? applicationId : null;
  return { path: id ? `/employer/hires/${id}` : '/employer/hires', hash: '' };
}

/**
 * A deployment step posted by My Applications' or the portal's plain form: answered upstream with the
 * session's token, then the browser is sent back (303) to the deployment with the outcome sealed in the address.
 */
export async function POST(request: NextRequest) {
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const applicationId = read.value?.get(fields.applicationId);
  const step = read.value?.get(fields.step);
  const notice: Notice =
    typeof applicationId === 'string' && typeof step === 'string' && applicationId && step && read.value
      ? await completeUpstream(request, read.value, applicationId, step)
      : { kind: 'error', text: deploymentTexts.missing };
  const back = await backTo(request, applicationId);
  const to = new URL(back.path, request.nextUrl);
  to.searchParams.set(shareRequestForm.noticeParam, await sealNotice(notice));
  return new Response(null, { status: 303, headers: { location: `${to.pathname}${to.search}${back.hash}` } });
}
