import { describe, expect, it } from 'vitest';
import { adminSections, sectionOf, sectionsFor } from './admin-sections';

const labels = (sections: { label: string }[]) => sections.map((s) => s.label);

describe("the back office's menu", () => {
  it('shows a Manager every section', () => {
    expect(sectionsFor(['Manager'])).toEqual(adminSections);
  });

  it('shows a Content editor the content sections and no applications', () => {
    expect(labels(sectionsFor(['Content editor']))).toEqual(['Content', 'Lookup lists', 'Testimonials']);
  });

  it('shows a Recruiter the hiring work, without users, task runs or the document types', () => {
    const shown = labels(sectionsFor(['Recruiter']));
    expect(shown).toEqual(
      expect.arrayContaining(['Dashboard', 'Applications', 'Candidates', 'Clients', 'Shortlists', 'Deployments']),
    );
    expect(shown).not.toEqual(expect.arrayContaining(['Users']));
    expect(shown).not.toContain('Task runs');
    expect(shown).not.toContain('Deployment documents');
    expect(shown).not.toContain('Content');
  });

  it('adds up the sections of several roles', () => {
    expect(labels(sectionsFor(['Documentation officer', 'Content editor']))).toEqual([
      'Dashboard',
      'Applications',
      'Deployments',
      'Content',
      'Lookup lists',
      'Deployment documents',
      'Testimonials',
    ]);
  });

  it('shows the record of access to Managers only', () => {
    expect(labels(sectionsFor(['Manager']))).toContain('Access records');
    for (const role of ['Recruiter', 'Documentation officer', 'Welfare officer', 'Content editor'] as const) {
      expect(labels(sectionsFor([role]))).not.toContain('Access records');
    }
    expect(sectionOf('/admin/access-records')?.label).toBe('Access records');
  });

  it('shows nothing to an account with no role, and everything to a session from before roles', () => {
    expect(sectionsFor([])).toEqual([]);
    expect(sectionsFor(undefined)).toEqual(adminSections);
  });

  it('finds the section of a page by its path', () => {
    expect(sectionOf('/admin')?.label).toBe('Dashboard');
    expect(sectionOf('/admin/applications/1b2c')?.label).toBe('Applications');
    expect(sectionOf('/admin/jobs/new')?.label).toBe('Job openings');
    expect(sectionOf('/admin/job-alerts')?.label).toBe('Job alerts');
    // The page lists failed texts beside the mails.
    expect(sectionOf('/admin/failed-mails')?.label).toBe('Failed messages');
    expect(sectionOf('/admin/login')).toBeUndefined();
  });
});
