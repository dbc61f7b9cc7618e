import { describe, expect, it } from 'vitest';
import { applicationDraftKey, parseDraft } from './use-application-draft';

const none = {
  fields: undefined,
  resume: undefined,
  'resume-upload': undefined,
  video: undefined,
  'video-upload': undefined,
};

describe('application drafts', () => {
  it('are kept per user and per opening, the general application apart', () => {
    expect(applicationDraftKey('u1', 'job-1')).toBe('application/u1/job-1');
    expect(applicationDraftKey('u1', undefined)).toBe('application/u1/general');
  });

  it('restore nothing from an empty or blank draft', () => {
    expect(parseDraft(none)).toBeNull();
    expect(parseDraft({ ...none, fields: { full_name: '  ', notes: '' } })).toBeNull();
  });

  it('restore typed fields, the recording and its upload record, dropping what is not theirs', () => {
    const blob = new Blob(['video'], { type: 'video/webm' });
    const draft = parseDraft({
      ...none,
      fields: { full_name: 'Maria', experience_years: 4 },
      video: { blob, mimeType: 'video/webm', durationMs: 8000 },
      'video-upload': { fingerprint: 'content-5-abc', url: '/api/upload/tus/x', path: null },
      'resume-upload': { fingerprint: 'content-1-def', url: null, path: 'r.pdf' },
    });
    expect(draft?.fields).toEqual({ full_name: 'Maria' });
    expect(draft?.video).toEqual({ blob, mimeType: 'video/webm', durationMs: 8000 });
    expect(draft?.videoUpload).toEqual({ fingerprint: 'content-5-abc', url: '/api/upload/tus/x', path: null });
    // An upload record without its file is of no use.
    expect(draft?.resumeUpload).toBeUndefined();
  });
});
