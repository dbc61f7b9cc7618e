// Mail templates.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { documentMails } from './deployment-documents';
export { deploymentStepMails } from './deployment-steps';
export { employerPortalMails } from './employer-portal';
export { interviewMails } from './interviews';
export { jobAlertMails, unsubscribeHeaders } from './job-alert-templates';
export { jobExpiryMails } from './job-expiry';
export { offerMails } from './offers';
export { shareRequestMails } from './share-requests';
export { staffInvitationMails } from './staff-invitations';
export { mails } from './templates';
export { welfareMails } from './welfare';
