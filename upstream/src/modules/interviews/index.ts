// Interviews: the candidate's, the employer's and the staff's.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { presentMine } from './present';
export { remindInterviews } from './reminders';
export { deleteInvitationsOfUser } from './repository';
export { interviewRoutes, interviewStaffRoutes } from './routes';
export { invitationInScope } from './scope';
