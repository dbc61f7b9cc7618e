// Clients (employers): the staff's records, their contacts' invitations and the employer portal's home.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { clientEmployerRoutes } from './employer-routes';
export { clientInviteRoutes } from './invite-routes';
export { findContactClient } from './overview-repository';
export { clientExists, findContactEmails } from './repository';
export { clientStaffRoutes } from './staff-routes';
export { clientInScope, clientsWorkedBy } from './scope';
