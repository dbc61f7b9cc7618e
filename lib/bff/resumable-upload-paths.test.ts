import { describe, expect, it } from 'vitest';
import { browserUploadPath, upstreamUploadPath } from './resumable-upload-paths';

describe('resumable upload paths between the browser and the upstream', () => {
  it('maps the website’s endpoint and an upload onto the upstream’s', () => {
    expect(upstreamUploadPath()).toBe('/api/upload/tus');
    expect(upstreamUploadPath('0123abcd')).toBe('/api/upload/tus/0123abcd');
    expect(upstreamUploadPath('a/../b')).toBe('/api/upload/tus/a%2F..%2Fb');
  });

  it('rewrites the upstream’s Location, relative or with its host, to the website’s path', () => {
    expect(browserUploadPath('/api/upload/tus/0123abcd')).toBe('/api/upload/tus/0123abcd');
    expect(browserUploadPath('http://127.0.0.1:4000/api/upload/tus/0123abcd')).toBe('/api/upload/tus/0123abcd');
  });

  it('passes no Location that is not an upload of the endpoint', () => {
    expect(browserUploadPath('http://elsewhere.example/login')).toBeUndefined();
    expect(browserUploadPath('/api/upload/tus/')).toBeUndefined();
    expect(browserUploadPath('/api/upload/tus/a/b')).toBeUndefined();
  });
});
