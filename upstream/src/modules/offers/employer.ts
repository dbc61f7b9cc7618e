import { clientMessages } from '@contracts/clients/client';
import type { EmployerOffer } from '@contracts/offers/views';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { displayNameOf } from '../shortlists';
import { findContactClient } from '../clients';
import { findClientOffers } from './repository';

/** The current offer of each candidate on the client's job orders: state, date and terms (no reasons, no contact data). */
export async function employerOffers(ctx: AppContext, viewer: Viewer): Promise<{ data: EmployerOffer[] }> {
  const client = await findContactClient(ctx.db, viewer.id);
  if (!client) throw notFound(clientMessages.noClient);
  const rows = await findClientOffers(ctx.db, client.id);
  return {
    data: rows.map(({ offer: o, name, jobTitle, jobOrderNumber }) => ({
      _id: o.id,
      candidate: displayNameOf(name),
      jobTitle: jobTitle ?? o.terms.position,
      jobOrderNumber: jobOrderNumber ?? '',
      version: o.version,
      status: o.status as EmployerOffer['status'],
      at: (o.answeredAt ?? o.sentAt ?? o.updatedAt).toISOString(),
      terms: o.terms,
    })),
  };
}
