// Deployment documents: the candidate's checklist and uploads, the staff's review and document types.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { deploymentCandidateRoutes } from './candidate-routes';
export { deploymentStaffRoutes } from './staff-routes';
export { remindDeploymentSteps } from './step-reminders';
export { createDeployment } from './steps-service';
export { applicationOfDocument } from './document-application';
