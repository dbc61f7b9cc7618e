/**
 * A date `days` from today as YYYY-MM-DD (valid-through dates must not be past to publish). Its own
 * copy of application.ts's isoDaysFromNow: the journeys import this file, and that one reaches the
 * upstream's path aliases, which the website's type check does not resolve.
 */
export const isoDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Everything a job order needs to be published (DMW advertising rules), to spread into an opening's payload. */
export const jobOrderFields = () => ({
  postingKind: 'JOB_ORDER' as const,
  jobOrderNumber: 'DMW-JO-2026-77001',
  principalName: 'Creekside Hospitality LLC',
  principalConfidential: false,
  worksiteCity: 'Deira',
  vacancies: 4,
  salaryMinAed: 2500,
  salaryMaxAed: 3200,
  contractMonths: 24,
  validThrough: isoDaysAhead(120),
});
