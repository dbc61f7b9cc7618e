// The duty of care after arrival (issue 43): deployed workers' reports and check-ins, incidents, holidays.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { answerCheckInByText } from './check-in-service';
export { sendWelfareCheckIns } from './check-ins';
export { dropExpiredWelfare, eraseWelfareOfUser, welfareOfUser } from './privacy';
export { welfareRoutes } from './routes';
export { welfareStaffRoutes } from './staff-routes';
