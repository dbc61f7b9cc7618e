import { requestListQuerySchema, requestStatusSchema } from '@contracts/admin';
import { staffNoteSchema } from '@contracts/admin-applications';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { validate } from '../../lib/validate';
import {
  findInquiries,
  findMessages,
  insertRequestNote,
  listRequestNotes,
  setRequestStatus,
  type RequestKind,
} from './repository';

type InquiryRow = Awaited<ReturnType<typeof findInquiries>>['rows'][number];
type MessageRow = Awaited<ReturnType<typeof findMessages>>['rows'][number];

const presentInquiry = ({ inquiry: i, businessType, location, urgency, budget, positions }: InquiryRow) => ({
  _id: i.id,
  companyName: i.companyName,
  contactPerson: i.contactPerson,
  email: i.email,
  phone: i.phone,
  businessType,
  positions,
  totalPositions: i.totalPositions,
  location,
  hiringUrgency: urgency,
  salaryBudget: budget,
  notes: i.notes,
  status: i.status,
  createdAt: i.createdAt.toISOString(),
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

const finders = {
  inquiry: async (ctx: AppContext, q: object, limit?: number, offset?: number) => {
    const { rows, total } = await findInquiries(ctx.db, q, limit, offset);
    return { rows: rows.map(presentInquiry), total };
  },
  message: async (ctx: AppContext, q: object, limit?: number, offset?: number) => {
    const { rows, total } = await findMessages(ctx.db, q, limit, offset);
    return { rows: rows.map(presentMessage), total };
  },
};

const missingMessage = { inquiry: 'No such inquiry.', message: 'No such message.' } as const;

export async function listRequests(ctx: AppContext, kind: RequestKind, query: unknown) {
  const q = validate(requestListQuerySchema, query);
  const { rows, total } = await finders[kind](ctx, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { data: rows, total, page: q.page, pageSize: q.pageSize };
}

export async function getRequest(ctx: AppContext, kind: RequestKind, id: string) {
  const { rows } = await finders[kind](ctx, { id });
  if (!rows[0]) throw notFound(missingMessage[kind]);
  const notes = await listRequestNotes(ctx.db, kind, id);
  return {
    ...rows[0],
    staffNotes: notes.map((n) => ({ _id: n.id, body: n.body, author: n.author, createdAt: n.createdAt.toISOString() })),
  };
}

export async function updateRequestStatus(ctx: AppContext, kind: RequestKind, id: string, body: unknown) {
  const { status } = validate(requestStatusSchema, body);
  if (!(await setRequestStatus(ctx.db, kind, id, status))) throw notFound(missingMessage[kind]);
  return getRequest(ctx, kind, id);
}

export async function addRequestNote(ctx: AppContext, kind: RequestKind, id: string, authorId: string, body: unknown) {
  const note = validate(staffNoteSchema, body);
  await getRequest(ctx, kind, id);
  await insertRequestNote(ctx.db, kind, id, authorId, note.body);
  return getRequest(ctx, kind, id);
}
