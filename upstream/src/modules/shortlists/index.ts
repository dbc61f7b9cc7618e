// Shortlists: the staff's, the employer portal's cards and decisions, view-only links and share requests.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { findCard, findContactShortlist } from './card-repository';
export { consentCovers } from './consent';
export type { ConsentScope } from './consent';
export { findStaffAddress } from './decision-repository';
export { displayNameOf } from './display-name';
export { shortlistEmployerRoutes } from './employer-routes';
export { remindUndecidedShortlists } from './reminders';
export { findStaffShortlist } from './repository';
export { addCandidate } from './service';
export {
  deleteRequestsOf,
  findRequest,
  findRequestFor,
  findRequestsOf,
  insertRequest,
} from './share-request-repository';
export { shareRequestRoutes } from './share-request-routes';
export { shortlistStaffRoutes } from './staff-routes';
export { sharedShortlistRoutes } from './view-only-routes';
export { shortlistInScope } from './scope';
