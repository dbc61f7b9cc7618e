import { describe, expect, it } from 'vitest';
import { api } from '@/lib/contracts/endpoints';
import { uploadPaths } from '@/lib/contracts/uploads/paths';
import { uploadRules } from '@/lib/contracts/uploads/upload';
import { findAllowedCall } from './allowed-calls';

describe('the BFF allow-list comes from the registry', () => {
  it('finds a forwarded endpoint and fills in its path parameters', () => {
    expect(findAllowedCall('/job-opening/head-chef', 'GET')).toEqual({
      endpoint: api.jobOpenings.one,
      params: { idOrSlug: 'head-chef' },
    });
    expect(findAllowedCall('/preffered-location', 'GET')?.endpoint).toBe(api.lookups['preffered-location']);
  });

  it('refuses a known path with another method, and an unknown path', () => {
    expect(findAllowedCall('/job-opening', 'POST')).toBeUndefined();
    expect(findAllowedCall('/job-opening/a/b', 'GET')).toBeUndefined();
    expect(findAllowedCall('/home', 'GET')).toBeUndefined();
  });

  it('finds the GET endpoint of a path for HEAD, and nothing where the path has no GET', () => {
    const video = '/employer/shortlists/s/candidates/c/video';
    expect(findAllowedCall(video, 'HEAD')).toEqual({
      endpoint: api.employer.cardFile,
      params: { id: 's', candidateId: 'c', file: 'video' },
    });
    expect(findAllowedCall('/shared-shortlists/t/candidates/c/resume', 'HEAD')?.endpoint).toBe(
      api.sharedShortlists.cardFile,
    );
    expect(findAllowedCall('/admin/applications', 'HEAD', { admin: true })?.endpoint.path).toBe('/admin/applications');
    expect(findAllowedCall('/contact', 'HEAD')).toBeUndefined();
  });

  it('never forwards the calls the website answers itself or only the server makes', () => {
    expect(findAllowedCall('/auth/login', 'POST')).toBeUndefined();
    expect(findAllowedCall('/user/update-profile', 'PUT')).toBeUndefined();
    expect(findAllowedCall('/session', 'GET')).toBeUndefined();
    expect(findAllowedCall('/auth/logout-all', 'POST')).toBeUndefined();
    expect(findAllowedCall('/uploads/logo.png', 'GET')).toBeUndefined();
  });

  it('keeps the back office apart: no /admin call through the public route', () => {
    expect(findAllowedCall('/contact', 'POST', { admin: true })).toBeUndefined();
  });

  it('lists every upload endpoint with its file limit', () => {
    expect(uploadPaths['/api/upload/resume-image']).toBe(uploadRules.resume.maxBytes);
    expect(uploadPaths['/api/upload/resume-video']).toBe(uploadRules.video.maxBytes);
    expect(uploadPaths['/api/admin/uploads/image']).toBe(uploadRules.image.maxBytes);
  });

  it('forwards the back office’s registered calls through the admin route, and nothing else', () => {
    expect(findAllowedCall('/admin/applications', 'GET', { admin: true })?.endpoint.path).toBe('/admin/applications');
    expect(findAllowedCall('/admin/lookups/position/abc', 'DELETE', { admin: true })?.params).toEqual({
      kind: 'position',
      id: 'abc',
    });
    expect(findAllowedCall('/admin/no-such-thing', 'GET', { admin: true })).toBeUndefined();
    expect(findAllowedCall('/admin/applications', 'GET')).toBeUndefined();
  });

  it('tells the job options apart from one job opening, whose path has the same shape', () => {
    expect(findAllowedCall('/admin/job-openings/options', 'GET', { admin: true })?.endpoint.path).toBe(
      '/admin/job-openings/options',
    );
    expect(findAllowedCall('/admin/job-openings/abc', 'GET', { admin: true })?.params).toEqual({ id: 'abc' });
  });
});
