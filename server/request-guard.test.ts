import { describe, expect, it } from 'vitest';
import { jobAlertFormPaths } from '../lib/contracts/job-alerts/texts';
import { resumableUpload } from '../lib/contracts/uploads/resumable';
import { offerAnswerForm } from '../lib/contracts/offers/form';
import { interviewForm } from '../lib/contracts/interviews/form';
import { shareRequestForm } from '../lib/contracts/shortlists/share-request-form';
import { checkBody, checkSameOrigin, guardMessages, guardRequest, jsonBodyLimit } from './request-guard';

const own = ['http://localhost:3000'];

describe('checkSameOrigin', () => {
  it('lets reads through from anywhere', () => {
    expect(checkSameOrigin('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, own)).toBeNull();
  });

  it('refuses another site’s request for a person’s data download, and lets their own page or a mail link through', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(checkSameOrigin('GET', { 'sec-fetch-site': site }, own, '/api/privacy/export')?.status).toBe(403);
    }
    for (const site of ['same-origin', 'none']) {
      expect(checkSameOrigin('GET', { 'sec-fetch-site': site }, own, '/api/privacy/export')).toBeNull();
    }
  });

  it('refuses a state change the browser marks cross-site or same-site', () => {
    expect(checkSameOrigin('POST', { 'sec-fetch-site': 'cross-site' }, own)?.status).toBe(403);
    expect(checkSameOrigin('DELETE', { 'sec-fetch-site': 'same-site' }, own)?.status).toBe(403);
  });

  it('believes Sec-Fetch-Site over a matching Origin', () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' };
    expect(checkSameOrigin('POST', headers, own)?.message).toBe(guardMessages.crossSite);
  });

  it('falls back to the Origin when the browser sends no Sec-Fetch-Site', () => {
    expect(checkSameOrigin('PUT', { origin: 'https://evil.example' }, own)?.status).toBe(403);
    expect(checkSameOrigin('PUT', { origin: 'null' }, own)?.status).toBe(403);
    expect(checkSameOrigin('PUT', { origin: 'http://localhost:3000' }, own)).toBeNull();
  });

  it('lets programs that send neither header through (they cannot carry a victim’s cookies)', () => {
    expect(checkSameOrigin('POST', {}, own)).toBeNull();
  });

  it('accepts the site’s own pages', () => {
    expect(checkSameOrigin('PATCH', { 'sec-fetch-site': 'same-origin' }, own)).toBeNull();
  });
});

describe('checkBody', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses a JSON body over 256 KB from its declared length, before reading it', () => {
    const rejection = checkBody('POST', '/api/contact', { ...json, 'content-length': String(jsonBodyLimit + 1) });
    expect(rejection).toEqual({ status: 413, message: 'The request is too large (256 KB at most).' });
    expect(checkBody('POST', '/api/contact', { ...json, 'content-length': String(100 * 1024 * 1024) })?.status).toBe(
      413,
    );
  });

  it('accepts a video up to its limit and refuses one past it', () => {
    const headers = (bytes: number) => ({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(bytes),
    });
    expect(checkBody('POST', '/api/upload/resume-video', headers(100 * 1024 * 1024))).toBeNull();
    expect(checkBody('POST', '/api/upload/resume-video', headers(101 * 1024 * 1024))?.message).toBe(
      'The request is too large (100 MB at most).',
    );
  });

  it('asks for a length when a body is streamed without one', () => {
    expect(checkBody('POST', '/api/contact', { ...json, 'transfer-encoding': 'chunked' })?.status).toBe(411);
  });

  it('refuses non-JSON bodies where JSON is expected (the text/plain form trick)', () => {
    const rejection = checkBody('POST', '/api/admin/lookups/position', {
      'content-type': 'text/plain',
      'content-length': '20',
    });
    expect(rejection).toEqual({ status: 415, message: guardMessages.notJson });
    expect(
      checkBody('POST', '/api/contact', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '5' })
        ?.status,
    ).toBe(415);
  });

  it('takes JSON with a charset, and empty bodies of any type', () => {
    expect(
      checkBody('POST', '/api/contact', { 'content-type': 'application/json; charset=utf-8', 'content-length': '2' }),
    ).toBeNull();
    expect(checkBody('POST', '/api/auth/logout', { 'content-length': '0' })).toBeNull();
  });

  it('wants uploads as multipart forms', () => {
    expect(checkBody('POST', '/api/upload/resume-image', { ...json, 'content-length': '10' })?.status).toBe(415);
  });
});

describe('guardRequest', () => {
  it('reports the cross-site refusal before the body checks', () => {
    const headers = { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain', 'content-length': '999999999' };
    expect(guardRequest({ method: 'POST', path: '/api/contact', headers }, own)?.status).toBe(403);
  });
});

describe('checkBody on resumable uploads (tus)', () => {
  const chunk = (bytes: number, type = 'application/offset+octet-stream') => ({
    'content-type': type,
    'content-length': String(bytes),
  });

  it('lets one chunk of raw bytes through, to the endpoint and to an upload', () => {
    expect(checkBody('PATCH', '/api/upload/tus/0123abcd', chunk(resumableUpload.chunkBytes))).toBeNull();
    expect(checkBody('POST', '/api/upload/tus', chunk(1000))).toBeNull();
    expect(checkBody('POST', '/api/upload/tus', { 'content-length': '0' })).toBeNull();
  });

  it('refuses more than a chunk, and a chunk of another type', () => {
    expect(checkBody('PATCH', '/api/upload/tus/0123abcd', chunk(resumableUpload.chunkBytes + 1))).toEqual({
      status: 413,
      message: 'The request is too large (512 KB at most).',
    });
    expect(checkBody('PATCH', '/api/upload/tus/0123abcd', chunk(10, 'application/json'))).toEqual({
      status: 415,
      message: guardMessages.notTusChunk,
    });
  });

  it('refuses a cross-site PATCH of an upload', () => {
    const headers = { ...chunk(10), 'sec-fetch-site': 'cross-site' };
    expect(guardRequest({ method: 'PATCH', path: '/api/upload/tus/0123abcd', headers }, own)?.status).toBe(403);
  });
});

describe('the job alerts’ link posts', () => {
  const form = (length: number, type = 'application/x-www-form-urlencoded') => ({
    'content-type': type,
    'content-length': String(length),
  });

  it('take a small form body, not JSON, and refuse a large one from its length', () => {
    for (const path of [jobAlertFormPaths.confirm, jobAlertFormPaths.unsubscribe]) {
      expect(checkBody('POST', path, form(60))).toBeNull();
      expect(checkBody('POST', path, form(200, 'multipart/form-data; boundary=x'))).toBeNull();
      expect(checkBody('POST', path, form(60, 'application/json'))?.status).toBe(415);
      expect(checkBody('POST', path, form(5000))?.status).toBe(413);
    }
  });

  it('let mail providers post the one-click unsubscribe from anywhere (RFC 8058), but not the confirmation', () => {
    const crossSite = { ...form(26), 'sec-fetch-site': 'cross-site', origin: 'https://mail.example' };
    expect(guardRequest({ method: 'POST', path: jobAlertFormPaths.unsubscribe, headers: crossSite }, own)).toBeNull();
    expect(guardRequest({ method: 'POST', path: jobAlertFormPaths.confirm, headers: crossSite }, own)?.status).toBe(
      403,
    );
    expect(guardRequest({ method: 'POST', path: '/api/job-alerts', headers: crossSite }, own)?.status).toBe(403);
  });
});

describe('a share request’s Yes and No', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '60' };
  const post = (headers: Record<string, string>) =>
    guardRequest({ method: 'POST', path: shareRequestForm.path, headers }, own);

  it('take a small form body from the site’s own page', () => {
    expect(post({ ...form, 'sec-fetch-site': 'same-origin', origin: own[0]! })).toBeNull();
    expect(post({ ...form, 'content-length': '5000' })?.status).toBe(413);
    expect(post({ ...form, 'content-type': 'application/json' })?.status).toBe(415);
  });

  it('refuse a form another site posts (the candidate’s answer is theirs to give)', () => {
    expect(post({ ...form, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })?.message).toBe(
      guardMessages.crossSite,
    );
    expect(post({ ...form, origin: 'https://evil.example' })?.status).toBe(403);
  });
});

describe('an offer’s Accept and Decline', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '120' };
  const post = (headers: Record<string, string>) =>
    guardRequest({ method: 'POST', path: offerAnswerForm.path, headers }, own);

  it('take a small form body from the site’s own page and refuse one another site posts', () => {
    expect(post({ ...form, 'sec-fetch-site': 'same-origin', origin: own[0]! })).toBeNull();
    expect(post({ ...form, 'content-type': 'application/json' })?.status).toBe(415);
    expect(post({ ...form, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })?.message).toBe(
      guardMessages.crossSite,
    );
  });
});

describe('the interview forms (book, none of these work, propose, outcome, cancel)', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '120' };
  const post = (path: string, headers: Record<string, string>) => guardRequest({ method: 'POST', path, headers }, own);

  it('take a small form body from the site’s own page', () => {
    for (const path of Object.values(interviewForm.paths)) {
      expect(post(path, { ...form, 'sec-fetch-site': 'same-origin', origin: own[0]! })).toBeNull();
      expect(post(path, { ...form, 'content-type': 'application/json' })?.status).toBe(415);
    }
  });

  it('refuse a form another site posts', () => {
    for (const path of Object.values(interviewForm.paths)) {
      expect(post(path, { ...form, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })?.message).toBe(
        guardMessages.crossSite,
      );
      expect(post(path, { ...form, origin: 'https://evil.example' })?.status).toBe(403);
    }
  });
});
