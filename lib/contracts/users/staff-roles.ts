import { z } from 'zod';

/** The agency's staff roles (issue 42); an account may hold several. Manager holds every permission. */
export const staffRoles = [
  'Manager',
  'Recruiter',
  'Documentation officer',
  'Welfare officer',
  'Content editor',
] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles, { error: 'No such staff role.' });

/**
 * What a staff endpoint needs, named for a duty. Each staff endpoint of the registry declares one (or
 * several, any of which is enough: a list read by many pages' filters).
 */
export const permissions = [
  /** The applicant record: the list, the detail, its stage, notes, allowing to apply again; the dashboard. */
  'applications',
  /** The CSV of every application (all personal data at once). */
  'applications.export',
  /** Work with clients on candidates: shortlists, interviews, offers. */
  'hiring',
  /** The talent pool: search every candidate with a profile, put one forward. */
  'talent-pool',
  /** The agency's clients and their contacts. */
  'clients',
  /** Job openings and DMW job orders. */
  'job-openings',
  /** Passport numbers, deployment documents and the checklist's document types. */
  'passports',
  /** Requests from people: employer inquiries, contact messages, saved job alerts. */
  'requests',
  /** The public site: content documents, pictures, testimonials, lookup lists. */
  'content',
  /** Every account (candidates, employers, staff): list, disable. */
  'accounts',
  /** The running system: scheduled task runs, failed mails. */
  'operations',
  /** The record of who read whose personal data (Managers only). */
  'access-records',
  /** Who owns and works each client and job order: the owner and the team (Managers only). */
  'assignments',
  /** The duty of care after arrival: deployed workers' reports, check-ins, incidents, the holidays. */
  'welfare',
] as const;
export type Permission = (typeof permissions)[number];

/** What a staff endpoint declares: a permission, or several of which any one is enough. */
export type PermissionNeed = Permission | readonly Permission[];

/** Each role's permissions: the one place where a role is given a duty. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  Manager: permissions,
  Recruiter: ['applications', 'hiring', 'talent-pool', 'clients', 'job-openings', 'requests'],
  'Documentation officer': ['applications', 'passports'],
  // Deployed workers and their families write through the contact form.
  'Welfare officer': ['applications', 'requests', 'welfare'],
  'Content editor': ['content'],
};

/** Whether an account holding `roles` may do what `need` names (any one of a list is enough). */
export function can(roles: readonly StaffRole[] | undefined, need: PermissionNeed): boolean {
  if (!roles || roles.length === 0) return false;
  const needed: readonly Permission[] = typeof need === 'string' ? [need] : need;
  return roles.some((role) => rolePermissions[role]?.some((held) => needed.includes(held)));
}

/**
 * Whether a session's staff roles allow an endpoint (its declared permission; none declared: open). A
 * session from before roles existed knows none (undefined): the website leaves the decision to the
 * upstream, which reads the roles fresh on every call.
 */
export function mayCall(roles: readonly StaffRole[] | undefined, endpoint: { permission?: PermissionNeed }): boolean {
  return !endpoint.permission || roles === undefined || can(roles, endpoint.permission);
}

/** Said (403) to a staff member whose roles lack an endpoint's permission. */
export const missingPermissionMessage = 'Your staff role does not include this. Ask a Manager if you need it.';

/** The roles as the command line takes them: `Manager,Recruiter` (case-insensitive), each known, none twice. */
export function parseStaffRoles(text: string): StaffRole[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error(`Give at least one role: ${staffRoles.join(', ')}.`);
  const roles = names.map((name) => {
    const role = staffRoles.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!role) throw new Error(`No such staff role: ${name}. The roles: ${staffRoles.join(', ')}.`);
    return role;
  });
  return [...new Set(roles)];
}
