// The mail outbox and the staff's view of it.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { deleteMailsTo, findMailsTo, purgeFailedMails } from './repository';
export { outboxMailStaffRoutes } from './staff-routes';
export { backgroundDelivery, retryAfterDelays } from './background-delivery';
