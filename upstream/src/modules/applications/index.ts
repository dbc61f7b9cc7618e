// An application: the candidate's (apply, own list, withdraw, files), the staff's (pipeline, stages, notes, CSV) and its deployment readiness.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { candidateApplicationRoutes } from './candidate-routes';
export { readApplications, referenceNames } from './read';
export { effectivePassportExpirySql, hasChecklist, missingRequiredSql } from './readiness-sql';
export { passportValidityMonths, storeEveryReadiness, storeReadinessOf } from './readiness-store';
export { findApplication } from './repository';
export { markDeparted, moveApplicationStage } from './service';
export { applicationStaffRoutes } from './staff-routes';
export { applicantInScope, applicationInScope, applicationScopeWhere, candidateInScope } from './scope';
