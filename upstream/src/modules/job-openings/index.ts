// Job openings: the public list and search, the staff editor and their expiry.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { closeExpiredJobs, mailJobsClosingSoon } from './expiry';
export { jobOpeningRoutes } from './public-routes';
export { findAppliedJobIds, findJobLocations, findJobOpenings } from './repository';
export { jobSearchConditions } from './search-repository';
export type { JobSearchFilter } from './search-repository';
export { jobSearchRoutes } from './search-routes';
export { searchTerms, toPrefixQuery } from './search-terms';
export { jobOpeningStaffRoutes } from './staff-routes';
export { jobOpeningInScope, jobOpeningsWorkedBy } from './scope';
