// The record of access: every staff read of personal data, kept 3 years, never changed; searched by Managers.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { agencyAccessOf, passportRevealsOf } from './agency-access';
export { recordRead } from './record-read';
export { keepAccessRecords } from './retention';
export { accessRecordStaffRoutes } from './staff-routes';
