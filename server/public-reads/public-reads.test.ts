import { describe, expect, it } from 'vitest';
import { api } from '../../lib/contracts/endpoints';
import { isPublicRead } from './public-reads';

describe('the edge’s anonymous public reads', () => {
  it('take the public JSON answers', () => {
    expect(isPublicRead(api.jobOpenings.list)).toBe(true);
    expect(isPublicRead(api.sharedShortlists.view)).toBe(true);
  });

  it('leave files to Next, which passes byte ranges on (a video must seek), and signed-in calls too', () => {
    expect(isPublicRead(api.sharedShortlists.cardFile)).toBe(false);
    expect(isPublicRead(api.uploads.privateFile)).toBe(false);
    expect(isPublicRead(api.applications.mine)).toBe(false);
  });
});
