import type { JobAlert } from '@contracts/job-alerts/alert';
import type { AdminJobAlert } from '@contracts/job-alerts/staff';
import type { AlertWithNames } from './repository';

/** An alert as its owner sees it on /job-alerts. */
export function presentJobAlert({ alert, position, location }: AlertWithNames): JobAlert {
  return {
    _id: alert.id,
    q: alert.query,
    position: position ? { _id: position.id, name: position.name } : null,
    location: location ? { _id: location.id, name: location.name } : null,
    confirmed: alert.confirmedAt !== null,
    createdAt: alert.createdAt.toISOString(),
  };
}

/** The same alert as staff see it: also whose address it mails, and when it last did. */
export function presentAdminJobAlert(row: AlertWithNames): AdminJobAlert {
  return {
    ...presentJobAlert(row),
    email: row.alert.email,
    forCandidate: row.alert.userId !== null,
    lastSentAt: row.alert.lastSentAt?.toISOString() ?? null,
  };
}
