// The staff's talent pool: candidates with a profile, put forward on shortlists.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { talentPoolStaffRoutes } from './staff-routes';
