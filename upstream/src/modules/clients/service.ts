import { clientMessages, type ClientDetail, type ClientInput } from '@contracts/clients/client';
import type { z } from 'zod';
import type { clientListQuerySchema } from '@contracts/clients/client';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { ownerOfNew, type StaffScope } from '../../lib/staff-scope';
import { issueInvite } from './invites';
import { lookupExists, lookupTables } from '../lookups';
import {
  deleteContact,
  deletePendingInvite,
  findAccountMembership,
  findClient,
  findClientRecords,
  insertClient,
  insertContact,
  listClientOptions,
  listClients,
  lockInquiry,
  setInquiryClient,
  updateClient,
} from './repository';

const missing = () => notFound(clientMessages.missing);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listClientsPage(
  ctx: AppContext,
  query: z.output<typeof clientListQuerySchema>,
  scope: StaffScope,
) {
  const { page, pageSize, q } = query;
  const { rows, total } = await listClients(ctx.db, { q, limit: pageSize, offset: (page - 1) * pageSize, scope });
  return {
    data: rows.map(({ id, ...r }) => ({ ...r, _id: id, createdAt: r.createdAt.toISOString() })),
    total,
    page,
    pageSize,
  };
}

export async function clientOptions(ctx: AppContext, scope: StaffScope) {
  return { data: (await listClientOptions(ctx.db, scope)).map((c) => ({ _id: c.id, name: c.name })) };
}

/** The client with its contacts, invitations, job orders, inquiries and shortlists. */
export async function getClientDetail(ctx: AppContext, id: string): Promise<ClientDetail> {
  const client = await findClient(ctx.db, id);
  if (!client) throw missing();
  const records = await findClientRecords(ctx.db, id);
  return {
    _id: client.id,
    name: client.name,
    businessTypeId: client.businessTypeId,
    locationId: client.locationId,
    notes: client.notes,
    createdAt: client.createdAt.toISOString(),
    contacts: records.contacts.map((c) => ({
      _id: c.id,
      name: c.name,
      email: c.email,
      lastLoginAt: iso(c.lastLoginAt),
    })),
    invites: records.invites.map((i) => ({
      _id: i.id,
      email: i.email,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      acceptedAt: iso(i.acceptedAt),
    })),
    jobOrders: records.jobOrders.map((j) => ({
      _id: j.id,
      title: j.title,
      isActive: j.isActive,
      vacancies: j.vacancies,
    })),
    inquiries: records.inquiries.map((i) => ({
      _id: i.id,
      createdAt: i.createdAt.toISOString(),
      status: i.status,
      totalPositions: i.totalPositions,
    })),
    shortlists: records.shortlists.map(({ id, ...s }) => ({ ...s, _id: id, sentAt: iso(s.sentAt) })),
  };
}

/** The lookups a client names must exist (400 naming the field otherwise). */
async function checkLookups(ctx: AppContext, input: ClientInput) {
  if (input.businessTypeId && !(await lookupExists(ctx.db, lookupTables['business-type'], input.businessTypeId))) {
    throw badRequest('Please choose a valid business type', 'businessTypeId');
  }
  if (input.locationId && !(await lookupExists(ctx.db, lookupTables['preffered-location'], input.locationId))) {
    throw badRequest('Please choose a valid location', 'locationId');
  }
}

export async function createClient(ctx: AppContext, input: ClientInput, scope: StaffScope) {
  await checkLookups(ctx, input);
  const client = await insertClient(ctx.db, { ...input, ownerId: ownerOfNew(scope) });
  return { data: await getClientDetail(ctx, client.id) };
}

export async function editClient(ctx: AppContext, id: string, input: ClientInput) {
  await checkLookups(ctx, input);
  if (!(await updateClient(ctx.db, id, input))) throw missing();
  return { data: await getClientDetail(ctx, id) };
}

/**
 * A client made of an inquiry in one step: named as its company, with its business type and location;
 * the inquiry is linked (409 when it already is). Its sender's Employer account (when it belongs to no
 * client) becomes a contact at once; otherwise the inquiry's address is invited.
 */
export async function clientFromInquiry(ctx: AppContext, inquiryId: string, staff: Viewer, scope: StaffScope) {
  const made = await ctx.db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    if (!inquiry) throw notFound('No such inquiry.');
    if (inquiry.clientId) throw conflict(clientMessages.inquiryHasClient);
    const client = await insertClient(tx, {
      name: inquiry.companyName,
      businessTypeId: inquiry.businessTypeId,
      locationId: inquiry.locationId,
      notes: '',
      ownerId: ownerOfNew(scope),
    });
    await setInquiryClient(tx, inquiry.id, client.id);
    const sender = inquiry.userId ? await findAccountMembership(tx, inquiry.userId) : undefined;
    if (sender?.userType === 'Employer' && !sender.clientId && (await insertContact(tx, client.id, sender.id))) {
      return client;
    }
    const invite = { clientId: client.id, clientName: client.name, email: inquiry.email, invitedBy: staff.id };
    await issueInvite(ctx, tx, invite);
    return client;
  });
  return { data: await getClientDetail(ctx, made.id) };
}

/** Mails a single-use link (14 days) to the address; an earlier unanswered one to it stops working. */
export async function inviteContact(ctx: AppContext, clientId: string, email: string, staff: Viewer) {
  const client = await findClient(ctx.db, clientId);
  if (!client) throw missing();
  await ctx.db.transaction((tx) =>
    issueInvite(ctx, tx, { clientId, clientName: client.name, email, invitedBy: staff.id }),
  );
  return { data: await getClientDetail(ctx, clientId) };
}

export async function revokeInvite(ctx: AppContext, clientId: string, inviteId: string) {
  const outcome = await deletePendingInvite(ctx.db, clientId, inviteId);
  if (outcome === 'missing') {
    if (!(await findClient(ctx.db, clientId))) throw missing();
    throw notFound(clientMessages.inviteMissing);
  }
  if (outcome === 'accepted') throw conflict(clientMessages.inviteAccepted);
  return { data: await getClientDetail(ctx, clientId) };
}

/** The account stays; it no longer sees the client's records. */
export async function removeContact(ctx: AppContext, clientId: string, userId: string) {
  if (!(await deleteContact(ctx.db, clientId, userId))) {
    if (!(await findClient(ctx.db, clientId))) throw missing();
    throw notFound(clientMessages.contactMissing);
  }
  return { data: await getClientDetail(ctx, clientId) };
}
