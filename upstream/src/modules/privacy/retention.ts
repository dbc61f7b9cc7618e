import type { FastifyInstance } from 'fastify';
import { findInactiveCandidates } from './repository';
import { eraseAccount } from './erase';
import { privacyTerms } from '../consents';

/** `now` minus `months` calendar months (the 31st falls back to the month's last day). */
export function monthsBefore(now: Date, months: number) {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * The retention rule (site settings' dataRetentionMonths): candidates with no sign-in, sign-up,
 * application or profile change for that long are erased like a deleted account (applications kept
 * anonymised, files deleted). Answers what it removed: accounts, and each part's rows, summed.
 */
export async function eraseInactiveCandidates(app: FastifyInstance, now: Date): Promise<Record<string, number>> {
  const { retentionMonths } = await privacyTerms(app.db);
  const cutoff = monthsBefore(now, retentionMonths);
  const totals: Record<string, number> = { accounts: 0 };
  for (const userId of await findInactiveCandidates(app.db, cutoff)) {
    const counts = await eraseAccount(app, userId, 'retention');
    if (!counts) continue;
    totals.accounts! += 1;
    for (const [name, n] of Object.entries(counts)) totals[name] = (totals[name] ?? 0) + n;
  }
  return totals;
}
