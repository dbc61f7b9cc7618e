// Job alerts: the candidate's subscriptions, the digests and the staff's list.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { sendJobAlertDigests } from './digest';
export { deleteOwnAlerts, findOwnAlerts, findUserEmail } from './repository';
export { jobAlertRoutes } from './routes';
export { jobAlertStaffRoutes } from './staff-routes';
