import type { ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nonceOf } from './nonce-template';
import { storedPage } from './stored-page';
import { acceptsGzip, writeStoredPage } from './write-stored-page';

const nonce = 'GZMboFxE39tg/NLbFq7OIw==';
const page = (await storedPage(
  {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    },
    body: Buffer.from(
      `<html><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></html>`,
    ),
  },
  () => 0,
))!;

/** The parts of a ServerResponse that writeStoredPage uses, recording what was sent. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as Buffer | undefined };
  const res = {
    setHeader: (name: string, value: string | number) => void (sent.headers[name.toLowerCase()] = String(value)),
    writeHead: (status: number) => void (sent.status = status),
    end: (body?: Buffer) => void (sent.body = body),
  };
  return { res: res as unknown as ServerResponse, sent };
}

function answer(request: { head?: boolean; acceptEncoding?: string }) {
  const { res, sent } = fakeResponse();
  writeStoredPage(res, page, { head: request.head ?? false, acceptEncoding: request.acceptEncoding, state: 'hit' });
  return sent;
}

describe('writeStoredPage', () => {
  it('gives each answer its own nonce, the same in the policy and in every place of the page', () => {
    const first = answer({});
    const second = answer({});
    const firstNonce = nonceOf(first.headers['content-security-policy'])!;
    expect(firstNonce).not.toBe(nonceOf(second.headers['content-security-policy']));
    expect(firstNonce).not.toBe(nonce);
    const html = first.body!.toString();
    expect(html).not.toContain(nonce);
    expect(html.split(firstNonce)).toHaveLength(3);
    expect(first.headers['x-page-cache']).toBe('hit');
    expect(first.headers['content-length']).toBe(String(first.body!.length));
  });

  it('sends gzip to a client that takes it, decompressing to the same page', () => {
    const sent = answer({ acceptEncoding: 'gzip, deflate, br' });
    expect(sent.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(sent.body!).toString();
    expect(html).toContain(`nonce="${nonceOf(sent.headers['content-security-policy'])}"`);
  });

  it('answers HEAD with the headers and length of the page and no body', () => {
    const sent = answer({ head: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toBeUndefined();
    expect(Number(sent.headers['content-length'])).toBeGreaterThan(0);
  });
});

describe('acceptsGzip', () => {
  it('reads the codings and their quality', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
