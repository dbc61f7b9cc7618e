import type { FastifyRequest } from 'fastify';
import type { PersonalRead } from '@contracts/access-records/record';
import type { Endpoint } from '@contracts/core/endpoint';
import type { AppContext } from '../../context';
import { clientAddress } from '../../lib/client-address';
import { insertAccessRecord } from './repository';

/** One person's data read: whose, and which record. */
interface OneRead {
  subjectUserId: string | null;
  recordId: string | null;
  /** Instead of the declaration's fields (a file read names the file's kind). */
  fields?: string[];
  file?: string;
}

/** A list read: its filters, how many people it showed, and why when asked. */
interface ManyRead {
  filters: Record<string, unknown>;
  count: number;
  reason?: string;
}

/** What the handler knows of a read, by its declaration's subject. */
export type ReadEntry<R extends PersonalRead> = R['subject'] extends 'one' ? OneRead : ManyRead;

/**
 * Writes the access entry of a staff read of personal data declared on `endpoint` (its kind and fields),
 * with who read (the staff member and their roles), when, and from which address. Awaited before the
 * answer is sent, so no personal data leaves without its entry. Only staff reads are recorded, and a
 * HEAD request reads nothing (its answer has no body).
 */
export async function recordRead<E extends Endpoint & { personalRead: PersonalRead }>(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  endpoint: E,
  entry: ReadEntry<E['personalRead']>,
) {
  const viewer = request.viewer;
  if (!viewer || viewer.userType !== 'Admin' || request.method === 'HEAD') return;
  const read = endpoint.personalRead;
  const { subjectUserId, recordId, fields, file } = entry as Partial<OneRead>;
  const { filters, count, reason } = entry as Partial<ManyRead>;
  await insertAccessRecord(ctx.db, {
    at: new Date(),
    staffUserId: viewer.id,
    staffRoles: [...viewer.staffRoles],
    kind: read.kind,
    subjectUserId: subjectUserId ?? null,
    subjectCount: count ?? null,
    recordId: recordId ?? null,
    fields: fields ?? [...read.fields],
    file: file ?? null,
    filters: filters ?? null,
    reason: reason ?? null,
    address: clientAddress(request),
  });
}
