import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ScopedRecord } from '@contracts/users/record-scope';
import {
  applications,
  clients,
  clientTeam,
  interviewInvitations,
  interviewRequests,
  interviewSlots,
  jobOpenings,
  jobOpeningTeam,
  shortlistCandidates,
  shortlists,
} from '../../src/db/schema';
import type { TestContext } from './build-test-app';
import { apply, type Applicant } from './employer-portal';

/** Who works a world's records: its client's owner, or a member of its job order's team. */
export interface WorldStaff {
  clientOwner?: string;
  clientTeam?: string[];
  jobOwner?: string;
  jobTeam?: string[];
}

/**
 * A client and its job order, an application to it at `stage` (the candidate's files and data those
 * of `candidate`'s application), a shortlist of the client's job order with it, and a booked
 * interview: rows inserted directly, so each call of the walk gets fresh ones in a few milliseconds.
 */
export async function insertScopeWorld(
  ctx: TestContext,
  candidate: Applicant,
  staff: WorldStaff,
  stage: (typeof applications.$inferSelect)['stage'] = 'Offered',
): Promise<Record<ScopedRecord, string>> {
  const db = ctx.app.db;
  const tag = randomUUID().slice(0, 8);
  const [client] = await db
    .insert(clients)
    .values({ name: `Scope Client ${tag}`, ownerId: staff.clientOwner ?? null })
    .returning({ id: clients.id });
  const clientId = client!.id;
  const [job] = await db
    .insert(jobOpenings)
    .values({
      slug: `scope-${tag}`,
      title: `Scope Job ${tag}`,
      companyName: 'Scope Co',
      clientId,
      ownerId: staff.jobOwner ?? null,
    })
    .returning({ id: jobOpenings.id });
  const jobOpeningId = job!.id;
  for (const userId of staff.clientTeam ?? []) await db.insert(clientTeam).values({ clientId, userId });
  for (const userId of staff.jobTeam ?? []) await db.insert(jobOpeningTeam).values({ jobOpeningId, userId });
  const [template] = await db.select().from(applications).where(eq(applications.id, candidate.applicationId));
  // The candidate's data and files, under a new id and dates.
  const copied: Partial<typeof applications.$inferSelect> = { ...template! };
  delete copied.id;
  delete copied.createdAt;
  delete copied.updatedAt;
  const [application] = await db
    .insert(applications)
    .values({ ...(copied as typeof applications.$inferInsert), jobOpeningId, stage, appliedForId: null })
    .returning({ id: applications.id });
  const applicationId = application!.id;
  const [shortlist] = await db
    .insert(shortlists)
    .values({ clientId, jobOpeningId, title: `Scope shortlist ${tag}` })
    .returning({ id: shortlists.id });
  await db.insert(shortlistCandidates).values({ shortlistId: shortlist!.id, applicationId, position: 0 });
  const [request] = await db
    .insert(interviewRequests)
    .values({ clientId, jobOpeningId, shortlistId: shortlist!.id, zone: 'Asia/Dubai' })
    .returning({ id: interviewRequests.id });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const [slot] = await db
    .insert(interviewSlots)
    .values({ requestId: request!.id, startsAt, minutes: 30, kind: 'Phone' })
    .returning({ id: interviewSlots.id });
  const [invitation] = await db
    .insert(interviewInvitations)
    .values({
      requestId: request!.id,
      applicationId,
      status: 'Booked',
      slotId: slot!.id,
      startsAt,
      bookedAt: new Date(),
    })
    .returning({ id: interviewInvitations.id });
  return {
    application: applicationId,
    client: clientId,
    'job-opening': jobOpeningId,
    shortlist: shortlist!.id,
    'interview-invitation': invitation!.id,
  };
}

/** The candidate whose application each world copies: applied through the API, with a resume and a video. */
export const scopeCandidate = (ctx: TestContext) => apply(ctx, null, 'Rosa Scope Dela Paz');
