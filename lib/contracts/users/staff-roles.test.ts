import { describe, expect, it } from 'vitest';
import { isStaffEndpoint } from '../core/endpoint';
import { allEndpoints, api } from '../endpoints';
import { can, parseStaffRoles, permissions, rolePermissions, staffRoles } from './staff-roles';

describe('can', () => {
  it('gives a Manager every permission', () => {
    for (const permission of permissions) expect(can(['Manager'], permission)).toBe(true);
  });

  it('gives a role only its own permissions', () => {
    expect(can(['Content editor'], 'content')).toBe(true);
    expect(can(['Content editor'], 'applications')).toBe(false);
    expect(can(['Recruiter'], 'applications')).toBe(true);
    expect(can(['Recruiter'], 'applications.export')).toBe(false);
    expect(can(['Recruiter'], 'passports')).toBe(false);
    expect(can(['Documentation officer'], 'passports')).toBe(true);
  });

  it('adds up the permissions of several roles', () => {
    expect(can(['Content editor', 'Documentation officer'], 'content')).toBe(true);
    expect(can(['Content editor', 'Documentation officer'], 'passports')).toBe(true);
    expect(can(['Content editor', 'Documentation officer'], 'clients')).toBe(false);
  });

  it('is satisfied by any one of a list of permissions', () => {
    expect(can(['Content editor'], ['applications', 'content'])).toBe(true);
    expect(can(['Content editor'], ['applications', 'clients'])).toBe(false);
  });

  it('refuses an account with no role', () => {
    expect(can([], 'content')).toBe(false);
    expect(can(undefined, 'content')).toBe(false);
  });

  it('keeps what only a Manager may do to a Manager', () => {
    const others = staffRoles.filter((role) => role !== 'Manager');
    for (const permission of ['applications.export', 'accounts', 'operations'] as const) {
      expect(others.filter((role) => rolePermissions[role].includes(permission))).toEqual([]);
    }
  });
});

describe('the endpoint registry', () => {
  const staffEndpoints = allEndpoints.filter(isStaffEndpoint);

  it('declares a permission on every endpoint staff may call', () => {
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(80);
    const undeclared = staffEndpoints.filter((e) => !e.permission).map((e) => `${e.method} ${e.path}`);
    expect(undeclared).toEqual([]);
  });

  it('declares only known permissions, and none on endpoints staff do not call', () => {
    for (const endpoint of staffEndpoints) {
      const needed = typeof endpoint.permission === 'string' ? [endpoint.permission] : endpoint.permission!;
      expect(needed.length).toBeGreaterThan(0);
      for (const permission of needed) expect(permissions).toContain(permission);
    }
    expect(allEndpoints.filter((e) => !isStaffEndpoint(e) && e.permission)).toEqual([]);
  });

  it('uses every permission somewhere', () => {
    const used = new Set(
      staffEndpoints.flatMap((e) => (typeof e.permission === 'string' ? [e.permission] : e.permission!)),
    );
    expect(permissions.filter((p) => !used.has(p))).toEqual([]);
  });

  it('asks for the export its own permission', () => {
    expect(api.adminApplications.exportCsv.permission).toBe('applications.export');
  });
});

describe('parseStaffRoles', () => {
  it('reads a comma-separated list, in any case, once each', () => {
    expect(parseStaffRoles('manager, Recruiter,recruiter')).toEqual(['Manager', 'Recruiter']);
    expect(parseStaffRoles('Documentation officer')).toEqual(['Documentation officer']);
  });

  it('names an unknown role and the known ones', () => {
    expect(() => parseStaffRoles('Boss')).toThrow(/No such staff role: Boss\. The roles: Manager, Recruiter/);
    expect(() => parseStaffRoles(' , ')).toThrow(/at least one role/);
  });
});
