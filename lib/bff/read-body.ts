import { NextResponse } from 'next/server';

/** A browser call's body, read whole before anything is passed on. */
export type ReadBody<T> = { ok: true; value: T | undefined } | { ok: false; response: NextResponse };

export const bodyMessages = {
  cutOff: 'The request was cut off before its end. Please try again.',
  notJson: 'The request body is not valid JSON.',
  notForm: 'The request body is not a valid form.',
} as const;

const refuse = (message: string): ReadBody<never> => ({
  ok: false,
  response: NextResponse.json({ message }, { status: 400 }),
});

/**
 * The body's bytes, or a refusal when it was cut off: the client went away mid-way (the read fails)
 * or fewer bytes came than its Content-Length said (the edge server requires one on every body).
 */
async function readWhole(request: Request): Promise<ReadBody<Uint8Array>> {
  if (!request.body) return { ok: true, value: undefined };
  const declared = request.headers.get('content-length');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await request.arrayBuffer());
  } catch {
    return refuse(bodyMessages.cutOff);
  }
  if (declared !== null && bytes.length !== Number(declared)) return refuse(bodyMessages.cutOff);
  return { ok: true, value: bytes.length > 0 ? bytes : undefined };
}

/**
 * A JSON body (undefined when there is none). A body that was cut off or is not JSON is refused
 * with a 400, so it is never forwarded to the upstream as something else (an empty object).
 */
export async function readJsonBody(request: Request): Promise<ReadBody<unknown>> {
  const whole = await readWhole(request);
  if (!whole.ok) return whole;
  if (whole.value === undefined) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(whole.value)) };
  } catch {
    return refuse(bodyMessages.notJson);
  }
}

/** A form body (urlencoded or multipart; undefined when there is none), refused when cut off or malformed. */
export async function readFormBody(request: Request): Promise<ReadBody<FormData>> {
  const whole = await readWhole(request);
  if (!whole.ok) return whole;
  if (whole.value === undefined) return { ok: true, value: undefined };
  try {
    const copy = new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: whole.value as BodyInit,
    });
    return { ok: true, value: await copy.formData() };
  } catch {
    return refuse(bodyMessages.notForm);
  }
}
