import type { ApplicationStage } from '../applications/staff';
import { clientMessages } from '../clients/client';
import { interviewTexts } from '../interviews/interview';
import { shortlistMessages } from '../shortlists/shortlist';
import { rolePermissions, type PermissionNeed, type StaffRole } from './staff-roles';

/**
 * The records a staff member sees only within their scope (issue 42, item 2), each with what a record
 * of that kind out of scope answers: the same 404 as one that does not exist (docs/decisions/0031).
 */
export const scopedRecordMessages = {
  application: 'No such application.',
  client: clientMessages.missing,
  'job-opening': 'This job opening does not exist or has been removed.',
  shortlist: shortlistMessages.missing,
  'interview-invitation': interviewTexts.missing,
} as const;
export type ScopedRecord = keyof typeof scopedRecordMessages;
export const scopedRecords = Object.keys(scopedRecordMessages) as ScopedRecord[];

/**
 * Which record each path parameter (or body field) of a staff endpoint names: the upstream answers
 * 404 for a path parameter out of the caller's scope and 400 on a body field, before the handler runs.
 */
export type RecordScope = Readonly<Record<string, ScopedRecord>>;

/** How far a staff member's roles reach among the scoped records, for one endpoint's permission. */
export interface Reach {
  /** Every record (Manager). */
  all: boolean;
  /** The records of the clients and job orders they own or are on the team of, and general applications. */
  owned: boolean;
  /** Applications at these stages, of any client (and nothing else). */
  stages: readonly ApplicationStage[];
}

/** Each role's reach: the one place where a role is given its records. */
export const roleReach: Record<StaffRole, Partial<Reach>> = {
  Manager: { all: true },
  Recruiter: { owned: true },
  // Passports and deployment documents matter once an offer is made.
  'Documentation officer': { stages: ['Offered', 'Deployed'] },
  // Deployment monitoring comes later; until then, the deployed workers' applications.
  'Welfare officer': { stages: ['Deployed'] },
  'Content editor': {},
};

/**
 * The reach of an account holding `roles` on an endpoint needing `need`: the union of the reaches of
 * those of its roles that grant the permission (a recruiter who is also a documentation officer sees
 * passports of Offered applications only, not of every application of their clients).
 */
export function reachOf(roles: readonly StaffRole[], need: PermissionNeed): Reach {
  const needed: readonly string[] = typeof need === 'string' ? [need] : need;
  const granting = roles.filter((role) => rolePermissions[role]?.some((held) => needed.includes(held)));
  const stages = new Set(granting.flatMap((role) => roleReach[role].stages ?? []));
  return {
    all: granting.some((role) => roleReach[role].all),
    owned: granting.some((role) => roleReach[role].owned),
    stages: [...stages],
  };
}
