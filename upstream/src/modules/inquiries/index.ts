// Employer inquiries and contact messages: the public form and the staff's requests.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { positionNamesOf, readInquiries, withPositions } from './read';
export { inquiryRoutes } from './routes';
export { inquiryStaffRoutes } from './staff-routes';
