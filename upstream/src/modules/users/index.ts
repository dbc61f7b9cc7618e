// Accounts: the user's own profile and the staff's list.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { presentUser } from './present';
export {
  bumpTokenVersion,
  findUserByEmail,
  findUserWithBusinessType,
  insertUser,
  lockAccount,
  updateUser,
} from './repository';
export type { UserRow } from './repository';
export { userRoutes } from './routes';
export { getProfile } from './service';
export { userStaffRoutes } from './staff-routes';
export { findAssignableStaff, findAssignment, saveAssignment } from './assignment';
export type { AssignedRecord } from './assignment';
