// Without zod: the public pages' islands import these.

/** Limits and texts of job alerts, shared by the upstream's rules and the website's pages. */
export const jobAlertRules = {
  /** Alerts one email may have (confirmed, or waiting for confirmation). */
  maxPerEmail: 10,
  /** How long a visitor's confirmation link works. */
  confirmHours: 48,
  /** Jobs listed in one digest mail; more are counted with a link to the search. */
  jobsPerMail: 20,
} as const;

/** Where mails and the pages send the browser's form posts (handled by the website, not forwarded). */
export const jobAlertFormPaths = {
  confirm: '/api/job-alerts/confirm',
  unsubscribe: '/api/job-alerts/unsubscribe',
} as const;

export const jobAlertMessages = {
  confirmSent: 'Almost done: we sent you an email. Open the link in it to start your job alert.',
  savedForCandidate: 'Job alert saved. We will email you new matching jobs, at most once a day.',
  duplicate: 'You already have a job alert for this search.',
  tooMany: `You already have ${jobAlertRules.maxPerEmail} job alerts. Remove one before adding another.`,
  notCandidate: 'Job alerts are for candidates. Please sign out or use a candidate account.',
  confirmed: 'Your job alert is on. We will email you new matching jobs, at most once a day.',
  badConfirmLink: 'This confirmation link is not valid or has expired. Please create the job alert again.',
  unsubscribed: 'You are unsubscribed. You will not get emails for this job alert any more.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  deleted: 'Job alert removed.',
  notFound: 'This job alert does not exist.',
  unknownPosition: 'Please choose a valid position',
  unknownLocation: 'Please choose a valid emirate',
} as const;

/** How pages and mails name an alert's search: 'Waiter, Dubai, "pool"', or 'any new job'. */
export function alertSearchLabel(
  q: string | undefined,
  position: string | null | undefined,
  location: string | null | undefined,
) {
  const parts = [position, location, q ? `"${q}"` : undefined].filter(Boolean);
  return parts.length ? parts.join(', ') : 'any new job';
}
