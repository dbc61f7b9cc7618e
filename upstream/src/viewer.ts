import type { UserType } from '@contracts/auth';

/** Who is calling, when a valid bearer token came with the request. */
export interface Viewer {
  id: string;
  userType: UserType;
}
