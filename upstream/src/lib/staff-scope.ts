import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@contracts/core/endpoint';
import { reachOf, scopedRecordMessages, type Reach, type ScopedRecord } from '@contracts/users/record-scope';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http-error';
import type { Viewer } from '../viewer';
import { isUuid } from './uuid';

/** What a staff member may see of the scoped records on one endpoint: their reach, and who they are. */
export interface StaffScope extends Reach {
  viewerId: string;
}

/** Every record: the scope of a Manager, and of calls made by no staff member (tasks, other users). */
export const everyRecord: StaffScope = { viewerId: '', all: true, owned: false, stages: [] };

/** The viewer's scope on an endpoint: their roles' reach for its permission (record-scope.ts). */
export function staffScopeOf(viewer: Viewer | null | undefined, endpoint: Pick<Endpoint, 'permission'>): StaffScope {
  if (viewer?.userType !== 'Admin' || !endpoint.permission) return everyRecord;
  return { viewerId: viewer.id, ...reachOf(viewer.staffRoles, endpoint.permission) };
}

/**
 * The owner of a client or job order made by a staff member: themselves, unless they see every record
 * (a recruiter's new client would otherwise leave their scope at once; a Manager's waits to be assigned).
 */
export const ownerOfNew = (scope: StaffScope): string | null => (scope.all ? null : scope.viewerId);

/** Whether a row of the id column's table has this id and meets `inScope` (a resolver's one query). */
export async function rowInScope(db: Database, idColumn: PgColumn, id: string, inScope: SQL | undefined) {
  const rows = await db
    .select({ id: idColumn })
    .from(idColumn.table)
    .where(and(eq(idColumn, id), inScope));
  return rows.length > 0;
}

/** Whether the record of one kind with this id is in the scope (false when there is no such record). */
export type ScopeResolver = (db: Database, id: string, scope: StaffScope) => Promise<boolean>;

/** Each scoped record's resolver, given by its module's index.ts (staff-area.ts gathers them). */
export type RecordScopes = Record<ScopedRecord, ScopeResolver>;

type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * The hooks enforcing an endpoint's declared `scope` (none when it declares none): a path parameter
 * naming a record outside the caller's scope answers 404 with the record's own not-found message, as
 * a missing record does, before the body is validated; a body field naming one answers 400 on that
 * field once the body is parsed. A malformed id is left to the schema (400 for everyone alike).
 */
export function scopeHooks(endpoint: Endpoint): { preValidation?: Hook; preHandler?: Hook } {
  const declared = Object.entries(endpoint.scope ?? {});
  if (declared.length === 0) return {};
  const inPath = declared.filter(([name]) => endpoint.path.includes(`/:${name}`));
  const inBody = declared.filter(([name]) => !endpoint.path.includes(`/:${name}`));
  /** Whether `value` (an id, or a list of ids) names a record of `kind` outside the caller's scope. */
  const outside = async (request: FastifyRequest, kind: ScopedRecord, value: unknown) => {
    const scope = staffScopeOf(request.viewer, endpoint);
    if (scope.all) return false;
    // Fails closed (500) where no resolvers were given: only the staff area gives them.
    const resolvers = request.server.recordScopes;
    if (!resolvers) throw new Error(`${endpoint.path} declares a scope outside the staff area`);
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
    const found = await Promise.all(ids.filter(isUuid).map((id) => resolvers[kind](request.server.db, id, scope)));
    return found.includes(false);
  };
  return {
    ...(inPath.length > 0 && {
      preValidation: async (request: FastifyRequest) => {
        const params = request.params as Record<string, unknown>;
        for (const [name, kind] of inPath) {
          if (await outside(request, kind, params[name])) throw notFound(scopedRecordMessages[kind]);
        }
      },
    }),
    ...(inBody.length > 0 && {
      preHandler: async (request: FastifyRequest) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        for (const [name, kind] of inBody) {
          if (await outside(request, kind, body[name])) throw badRequest(scopedRecordMessages[kind], name);
        }
      },
    }),
  };
}
