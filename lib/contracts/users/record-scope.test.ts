import { describe, expect, it } from 'vitest';
import { reachOf } from './record-scope';

describe('how far a staff member’s roles reach on an endpoint', () => {
  it('a Manager reaches every record', () => {
    expect(reachOf(['Manager'], 'applications').all).toBe(true);
  });

  it('a Recruiter reaches what they own or are on the team of, and no stage beyond it', () => {
    expect(reachOf(['Recruiter'], 'applications')).toEqual({ all: false, owned: true, stages: [] });
  });

  it('a documentation officer reaches Offered and Deployed applications; a welfare officer Deployed ones', () => {
    expect(reachOf(['Documentation officer'], 'passports')).toEqual({
      all: false,
      owned: false,
      stages: ['Offered', 'Deployed'],
    });
    expect(reachOf(['Welfare officer'], 'applications').stages).toEqual(['Deployed']);
  });

  it('counts only the roles that grant the permission: a recruiter’s clients give no passports', () => {
    expect(reachOf(['Recruiter', 'Documentation officer'], 'passports')).toEqual({
      all: false,
      owned: false,
      stages: ['Offered', 'Deployed'],
    });
    expect(reachOf(['Recruiter', 'Documentation officer'], 'applications')).toEqual({
      all: false,
      owned: true,
      stages: ['Offered', 'Deployed'],
    });
  });

  it('a role without the permission, or no role, reaches nothing', () => {
    expect(reachOf(['Content editor'], 'applications')).toEqual({ all: false, owned: false, stages: [] });
    expect(reachOf([], ['applications', 'hiring'])).toEqual({ all: false, owned: false, stages: [] });
  });
});
