// Offers: the staff's, the candidate's and the employer's.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { eraseOffersOfUser, findOffersOfUser } from './repository';
export { offerRoutes } from './routes';
export { offerStaffRoutes } from './staff-routes';
