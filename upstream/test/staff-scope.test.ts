import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffEndpoint, type Endpoint } from '@contracts/core/endpoint';
import { allEndpoints } from '@contracts/endpoints';
import { reachOf, scopedRecordMessages, scopedRecords, type ScopedRecord } from '@contracts/users/record-scope';
import { can, missingPermissionMessage, rolePermissions, type StaffRole } from '@contracts/users/staff-roles';
import { createAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import type { Applicant } from './helpers/employer-portal';
import { insertScopeWorld, scopeCandidate, type WorldStaff } from './helpers/scope-world';

/**
 * Who calls, and which records of each fresh world (a client, its job order, an Offered application
 * to it on a shortlist, a booked interview) they work: the client's owner works them all; a member of
 * the job order's team all but the client; the other recruiter none.
 */
const callers: { name: string; roles: StaffRole[]; works: 'client' | 'job team' | 'nothing' }[] = [
  { name: 'Manager', roles: ['Manager'], works: 'nothing' },
  { name: 'owning Recruiter', roles: ['Recruiter'], works: 'client' },
  { name: 'job team Recruiter', roles: ['Recruiter'], works: 'job team' },
  { name: 'other Recruiter', roles: ['Recruiter'], works: 'nothing' },
  { name: 'Documentation officer', roles: ['Documentation officer'], works: 'nothing' },
  { name: 'Welfare officer', roles: ['Welfare officer'], works: 'nothing' },
  { name: 'Content editor', roles: ['Content editor'], works: 'nothing' },
  { name: 'Recruiter + Documentation officer', roles: ['Recruiter', 'Documentation officer'], works: 'nothing' },
  { name: 'no role', roles: [], works: 'nothing' },
];

/** The records each kind of work reaches (the application is Offered: a documentation officer's too). */
const worked: Record<(typeof callers)[number]['works'], readonly ScopedRecord[]> = {
  client: scopedRecords,
  'job team': ['application', 'job-opening', 'shortlist', 'interview-invitation'],
  nothing: [],
};
/** The records a stage reach sees: applications, and what is reached through one. */
const throughApplication: readonly ScopedRecord[] = ['application', 'interview-invitation'];

let ctx: TestContext;
let candidate: Applicant;
const accounts = new Map<string, TestAccount>();

beforeAll(async () => {
  ctx = await buildTestApp();
  candidate = await scopeCandidate(ctx);
  for (const caller of callers) {
    accounts.set(caller.name, await createAccount(ctx, 'Admin', { staffRoles: caller.roles }));
  }
});
afterAll(() => ctx.close());

/** The world's staff: the owning recruiter owns its client, the team recruiter is on its job order's team. */
const worldStaff = (): WorldStaff => ({
  clientOwner: accounts.get('owning Recruiter')!.id,
  jobTeam: [accounts.get('job team Recruiter')!.id],
});

const inScope = (caller: (typeof callers)[number], endpoint: Endpoint, kind: ScopedRecord) => {
  const reach = reachOf(caller.roles, endpoint.permission!);
  return (
    reach.all ||
    (reach.owned && worked[caller.works].includes(kind)) ||
    (reach.stages.includes('Offered') && throughApplication.includes(kind))
  );
};

const scopedEndpoints = allEndpoints.filter(isStaffEndpoint).filter((endpoint) => {
  return Object.keys(endpoint.scope ?? {}).some((name) => endpoint.path.includes(`/:${name}`));
});

describe('every staff endpoint that names a record, for every role and an owning and a non-owning recruiter', () => {
  it('walks every endpoint whose path names an application, client, job order, shortlist or interview', () => {
    expect(scopedEndpoints.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(scopedEndpoints.flatMap((endpoint) => Object.values(endpoint.scope ?? {})));
    expect([...kinds].sort()).toEqual([...scopedRecords].sort());
  });

  it.each(scopedEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers each caller as its permission and scope say',
    async (_name, endpoint) => {
      const wrong: string[] = [];
      for (const caller of callers) {
        // A fresh world for each call: what one caller changes or deletes never decides the next's answer.
        const world = await insertScopeWorld(ctx, candidate, worldStaff());
        const named = Object.entries(endpoint.scope!).filter(([name]) => endpoint.path.includes(`/:${name}`));
        const kinds = new Map(named);
        const url = `/api${endpoint.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
          const kind = kinds.get(name);
          return kind ? world[kind] : randomUUID();
        })}`;
        const res = await ctx.app.inject({
          method: endpoint.method,
          url,
          headers: accounts.get(caller.name)!.auth,
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        const outside = named.find(([, kind]) => !inScope(caller, endpoint, kind));
        const said = `${caller.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (!can(caller.roles, endpoint.permission!)) {
          if (res.statusCode !== 403 || res.json().message !== missingPermissionMessage) wrong.push(`403? ${said}`);
        } else if (outside) {
          const message = scopedRecordMessages[outside[1]];
          if (res.statusCode !== 404 || res.json().message !== message) wrong.push(`404 ${message}? ${said}`);
        } else {
          // In scope: a success or the handler's own answer, never refused for who calls or as missing.
          const missing = named.some(
            ([, kind]) => res.statusCode === 404 && res.body.includes(scopedRecordMessages[kind]),
          );
          if ([401, 403].includes(res.statusCode) || res.statusCode >= 500 || missing) wrong.push(`allowed? ${said}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

/** Path parameters that name no scoped record, each with why: a new one must be declared or listed here. */
const unscopedPaths: [prefix: string, why: string][] = [
  ['/admin/clients/from-inquiry/', 'inquiries are answered by whoever is free'],
  ['/admin/candidates/', 'the talent pool: recruiters search every candidate (no passport numbers)'],
  ['/admin/content/', 'the public site'],
  ['/admin/testimonials/', 'the public site'],
  ['/admin/lookups/', 'lookup lists'],
  ['/admin/document-types/', 'the deployment checklist'],
  ['/admin/holidays/', 'the Philippine holidays of incidents’ deadlines'],
  ['/admin/inquiries/', 'requests from people, answered by whoever is free'],
  ['/admin/messages/', 'requests from people, answered by whoever is free'],
  ['/admin/job-alerts/', 'requests from people, answered by whoever is free'],
  ['/admin/users/', 'accounts (Managers only)'],
  ['/admin/security/', 'the caller’s own passkeys'],
];

describe('a staff endpoint declares the record its path names', () => {
  it('names it in its scope, or names none in a person’s scope', () => {
    // The first parameter names the record; a second one names a part of it (an invitation of the client).
    const firstParam = (path: string) => /\/:([A-Za-z]+)/.exec(path)?.[1];
    const undeclared = allEndpoints
      .filter(isStaffEndpoint)
      .filter((endpoint) => firstParam(endpoint.path) !== undefined)
      .filter((endpoint) => !endpoint.scope?.[firstParam(endpoint.path)!])
      .filter((endpoint) => !unscopedPaths.some(([prefix]) => endpoint.path.startsWith(prefix)))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(undeclared).toEqual([]);
  });
});

describe('what each role may do at all', () => {
  it('only roles that see every record may export every application', () => {
    const exporters = (Object.keys(rolePermissions) as StaffRole[]).filter((role) =>
      can([role], 'applications.export'),
    );
    expect(exporters).toEqual(['Manager']);
    expect(reachOf(['Manager'], 'applications.export').all).toBe(true);
  });

  it('only Managers assign owners and teams', () => {
    const assigners = (Object.keys(rolePermissions) as StaffRole[]).filter((role) => can([role], 'assignments'));
    expect(assigners).toEqual(['Manager']);
  });
});
