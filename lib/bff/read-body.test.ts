import { describe, expect, it } from 'vitest';
import { bodyMessages, readFormBody, readJsonBody } from './read-body';

const url = 'http://site/api/contact';

/** A body whose sender goes away after `sent`: the stream fails, as Next's does when the client aborts. */
function cutOffBody(sent: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
      controller.error(new Error('aborted'));
    },
  });
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function refusal(read: Promise<{ ok: boolean; response?: Response }>) {
  const result = await read;
  expect(result.ok).toBe(false);
  return { status: result.response!.status, message: ((await result.response!.json()) as { message: string }).message };
}

describe('reading a browser call’s body before anything is forwarded', () => {
  it('answers the JSON of a whole body', async () => {
    const body = '{"email":"ana@example.com"}';
    expect(await readJsonBody(post(body, { 'content-length': String(body.length) }))).toEqual({
      ok: true,
      value: { email: 'ana@example.com' },
    });
  });

  it('answers nothing for no body, so nothing is made up in its place', async () => {
    expect(await readJsonBody(post(null))).toEqual({ ok: true, value: undefined });
    expect(await readJsonBody(post('', { 'content-length': '0' }))).toEqual({ ok: true, value: undefined });
  });

  it('refuses a body whose sender went away half-way', async () => {
    expect(await refusal(readJsonBody(post(cutOffBody('{"email":"ana@'))))).toEqual({
      status: 400,
      message: bodyMessages.cutOff,
    });
  });

  it('refuses a body shorter than its Content-Length, even when what came is JSON', async () => {
    expect(await refusal(readJsonBody(post('{"a":1}', { 'content-length': '40' })))).toEqual({
      status: 400,
      message: bodyMessages.cutOff,
    });
  });

  it('refuses a body that is not JSON with a 400 and a clear message', async () => {
    expect(await refusal(readJsonBody(post('{"email":', { 'content-length': '9' })))).toEqual({
      status: 400,
      message: bodyMessages.notJson,
    });
  });

  it('reads a whole form, and refuses one cut off', async () => {
    const form = 'token=abc&List-Unsubscribe=One-Click';
    const type = { 'content-type': 'application/x-www-form-urlencoded' };
    const read = await readFormBody(post(form, { ...type, 'content-length': String(form.length) }));
    expect(read.ok && read.value?.get('token')).toBe('abc');
    expect((await refusal(readFormBody(post(cutOffBody('token=a'), type)))).message).toBe(bodyMessages.cutOff);
  });
});
