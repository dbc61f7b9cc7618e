import { clientMessages } from '@contracts/clients/client';
import type { EmployerOverview } from '@contracts/shortlists/shortlist';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import {
  findClientInquiries,
  findClientJobOrders,
  findClientShortlists,
  findContactClient,
} from './overview-repository';

/** The portal's home: the contact's client's sent shortlists, job orders and inquiries. */
export async function employerOverview(ctx: AppContext, viewer: Viewer): Promise<{ data: EmployerOverview }> {
  const client = await findContactClient(ctx.db, viewer.id);
  if (!client) throw notFound(clientMessages.noClient);
  const [lists, jobOrders, inquiries] = await Promise.all([
    findClientShortlists(ctx.db, client.id),
    findClientJobOrders(ctx.db, client.id),
    findClientInquiries(ctx.db, client.id),
  ]);
  return {
    data: {
      clientName: client.name,
      shortlists: lists.map(({ id, ...s }) => ({ ...s, _id: id, sentAt: s.sentAt?.toISOString() ?? null })),
      jobOrders: jobOrders.map(({ id, shortlisted, interview, selected, deployed, ...j }) => ({
        ...j,
        _id: id,
        counts: { shortlisted, interview, selected, deployed },
      })),
      inquiries: inquiries.map(({ id, ...i }) => ({ ...i, _id: id, createdAt: i.createdAt.toISOString() })),
    },
  };
}
