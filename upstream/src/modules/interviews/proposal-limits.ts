import { interviewTexts, proposalLimits } from '@contracts/interviews/interview';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { countInvitationsSince, countProposalsSince } from './proposal-repository';

const day = 24 * 60 * 60_000;

/** 429 saying when to try again: once the first proposal or invitation counted is 24 hours old. */
function tooMany(message: (hours: number) => string, first: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((first.getTime() + day - now.getTime()) / 1000));
  return new HttpError(429, message(Math.ceil(seconds / 3600)), undefined, { 'Retry-After': String(seconds) });
}

/**
 * An employer contact proposes at most `perContactPerDay` times in any 24 hours, and no candidate is
 * invited by employers more than `perCandidatePerDay` times in them, so no one is mailed over and over
 * (the agency's own invitations are not counted).
 */
export async function checkProposalLimits(
  db: Database,
  contactId: string,
  invited: { applicationId: string; name: string }[],
  now: Date,
) {
  const since = new Date(now.getTime() - day);
  const own = await countProposalsSince(db, contactId, since);
  if (own.n >= proposalLimits.perContactPerDay) throw tooMany(interviewTexts.tooManyProposals, own.first, now);
  const counts = await countInvitationsSince(
    db,
    invited.map((one) => one.applicationId),
    since,
  );
  for (const { applicationId, n, first } of counts) {
    if (n < proposalLimits.perCandidatePerDay) continue;
    const { name } = invited.find((one) => one.applicationId === applicationId)!;
    throw tooMany((hours) => interviewTexts.invitedEnough(name, hours), first ?? since, now);
  }
}
