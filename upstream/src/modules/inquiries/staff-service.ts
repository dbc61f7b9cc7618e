import type { AdminInquiry, AdminMessage, RequestListQuery, requestStatusSchema } from '@contracts/inquiries/staff';
import type { staffNoteSchema } from '@contracts/applications/staff';
import type { StaffShape } from '@contracts/core/define-fields';
import { inquiryFields } from '@contracts/inquiries/fields';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { staffValuesOf } from '../../lib/declared-values';
import {
  findInquiries,
  findMessages,
  insertRequestNote,
  listRequestNotes,
  setRequestStatus,
  type RequestKind,
} from './staff-repository';

type InquiryRow = Awaited<ReturnType<typeof findInquiries>>['rows'][number];
type MessageRow = Awaited<ReturnType<typeof findMessages>>['rows'][number];

type InquiryStaffFields = z.infer<z.ZodObject<StaffShape<typeof inquiryFields.fields>>>;

/** Every field staff see, as inquiryFields declares them, and the record's own. */
const presentInquiry = ({ inquiry: i, ...joined }: InquiryRow) => ({
  _id: i.id,
  ...staffValuesOf<InquiryStaffFields>(inquiryFields, { row: i, joined }),
  status: i.status,
  createdAt: i.createdAt.toISOString(),
  client: i.clientId && joined.clientName ? { _id: i.clientId, name: joined.clientName } : null,
});

const presentMessage = ({ message: m, inquiryType }: MessageRow) => ({
  _id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  inquiryType,
  subject: m.subject,
  message: m.message,
  status: m.status,
  createdAt: m.createdAt.toISOString(),
});

/** What staff see of each kind of request. */
interface Views {
  inquiry: AdminInquiry;
  message: AdminMessage;
}
type Finder<K extends RequestKind> = (
  ctx: AppContext,
  q: object,
  limit?: number,
  offset?: number,
) => Promise<{ rows: Views[K][]; total: number }>;

const finders: { [K in RequestKind]: Finder<K> } = {
  inquiry: async (ctx, q, limit, offset) => {
    const { rows, total } = await findInquiries(ctx.db, q, limit, offset);
    return { rows: rows.map(presentInquiry), total };
  },
  message: async (ctx, q, limit, offset) => {
    const { rows, total } = await findMessages(ctx.db, q, limit, offset);
    return { rows: rows.map(presentMessage), total };
  },
};

const missingMessage = { inquiry: 'No such inquiry.', message: 'No such message.' } as const;

export async function listRequests<K extends RequestKind>(ctx: AppContext, kind: K, q: RequestListQuery) {
  const finder: Finder<K> = finders[kind];
  const { rows, total } = await finder(ctx, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { data: rows, total, page: q.page, pageSize: q.pageSize };
}

export async function getRequest<K extends RequestKind>(ctx: AppContext, kind: K, id: string) {
  const finder: Finder<K> = finders[kind];
  const { rows } = await finder(ctx, { id });
  if (!rows[0]) throw notFound(missingMessage[kind]);
  const notes = await listRequestNotes(ctx.db, kind, id);
  return {
    ...rows[0],
    staffNotes: notes.map((n) => ({ _id: n.id, body: n.body, author: n.author, createdAt: n.createdAt.toISOString() })),
  };
}

export async function updateRequestStatus<K extends RequestKind>(
  ctx: AppContext,
  kind: K,
  id: string,
  { status }: z.output<typeof requestStatusSchema>,
) {
  if (!(await setRequestStatus(ctx.db, kind, id, status))) throw notFound(missingMessage[kind]);
  return getRequest(ctx, kind, id);
}

export async function addRequestNote<K extends RequestKind>(
  ctx: AppContext,
  kind: K,
  id: string,
  authorId: string,
  note: z.output<typeof staffNoteSchema>,
) {
  await getRequest(ctx, kind, id);
  await insertRequestNote(ctx.db, kind, id, authorId, note.body);
  return getRequest(ctx, kind, id);
}
