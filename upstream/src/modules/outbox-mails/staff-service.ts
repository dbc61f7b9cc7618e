import type { ParsedQueryOf } from '@contracts/core/endpoint';
import type { api } from '@contracts/endpoints';
import type { FailedMail } from '@contracts/outbox-mails/outbox-mail';
import type { AppContext } from '../../context';
import { listFailedMails, type OutboxMailRow } from './repository';

function toFailedMail(row: OutboxMailRow): FailedMail {
  return {
    _id: row.id,
    to: row.toAddress,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** One page of the mails every attempt to send failed, newest first. */
export async function listFailedMailsForStaff(
  ctx: Pick<AppContext, 'db'>,
  { page, pageSize }: ParsedQueryOf<typeof api.adminOutboxMails.failed>,
) {
  const { rows, total } = await listFailedMails(ctx.db, { limit: pageSize, offset: (page - 1) * pageSize });
  return { data: rows.map(toFailedMail), total, page, pageSize };
}
