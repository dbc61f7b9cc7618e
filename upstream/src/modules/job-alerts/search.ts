import { alertSearchLabel } from '@contracts/job-alerts/alert';
import { lookupSlug } from '@contracts/lookups/slug';
import { type JobSearchFilter, toPrefixQuery } from '../job-openings';
import type { JobAlertRow } from './repository';

type AlertSearch = Pick<JobAlertRow, 'query' | 'positionId' | 'locationId'>;

/** One alert per email and search, however the search was written. */
export const filterKey = (alert: AlertSearch) => `${alert.positionId ?? ''}|${alert.locationId ?? ''}|${alert.query}`;

/** The job search's filter of an alert: the same matching rules as the careers page. */
export function alertFilter(alert: AlertSearch): JobSearchFilter {
  return {
    textQuery: alert.query ? toPrefixQuery(alert.query.split(' ')) : undefined,
    positionId: alert.positionId ?? undefined,
    locationId: alert.locationId ?? undefined,
  };
}

export interface AlertNames {
  position: string | null;
  location: string | null;
}

/** How mails name an alert's search: 'Waiter, Dubai, "pool"', or 'any new job'. */
export function searchLabel(alert: Pick<JobAlertRow, 'query'>, names: AlertNames) {
  return alertSearchLabel(alert.query || undefined, names.position, names.location);
}

/** The careers page of the alert's search (lookups by the slugs of their names, as its filters take them). */
export function searchUrl(publicUrl: string, alert: Pick<JobAlertRow, 'query'>, names: AlertNames) {
  const url = new URL('/candidates', publicUrl);
  if (alert.query) url.searchParams.set('q', alert.query);
  if (names.position) url.searchParams.set('position', lookupSlug(names.position));
  if (names.location) url.searchParams.set('location', lookupSlug(names.location));
  return url.toString();
}
