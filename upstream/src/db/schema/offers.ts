import { offerActions, offerStatuses, type OfferReasons, type OfferTerms } from '@contracts/offers/offer';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { applications } from './submissions';
import { users } from './users';

export const offerStatusEnum = pgEnum('offer_status', offerStatuses);
export const offerActionEnum = pgEnum('offer_action', offerActions);

/** Every version of an application's offer (lib/contracts/offers/offer.ts); a changed sent offer is a new version. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    /** Staff's reason for each term that differs from the job order. */
    reasons: jsonb('reasons').$type<OfferReasons>().notNull().default({}),
    status: offerStatusEnum('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When accepted or declined. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When superseded by a newer version or withdrawn. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
    declineReason: text('decline_reason'),
  },
  (t) => [
    uniqueIndex('offers_application_version_unique').on(t.applicationId, t.version),
    // At most one draft or sent offer per application, even under concurrent saves.
    uniqueIndex('offers_application_open_unique')
      .on(t.applicationId)
      .where(sql`${t.status} in ('draft', 'sent')`),
    index('offers_created_by_idx').on(t.createdBy),
  ],
);

/** Who did what to an offer, and when (staff user, or the candidate). */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: id(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    byCandidate: boolean('by_candidate').notNull().default(false),
    action: offerActionEnum('action').notNull(),
    at: createdAt(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.at), index('offer_events_actor_idx').on(t.actorId)],
);
