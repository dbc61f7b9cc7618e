'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Endpoint } from '@/lib/contracts/core/endpoint';
import { mayCall, type StaffRole } from '@/lib/contracts/users/staff-roles';

const StaffRolesContext = createContext<readonly StaffRole[] | undefined>(undefined);

/** The signed-in staff member's roles, from the session, for the back office's menus, pages and buttons. */
export function StaffRolesProvider({
  roles,
  children,
}: {
  roles: readonly StaffRole[] | undefined;
  children: ReactNode;
}) {
  return <StaffRolesContext.Provider value={roles}>{children}</StaffRolesContext.Provider>;
}

/** The signed-in staff member's roles (undefined: a session from before roles existed). */
export function useStaffRoles(): readonly StaffRole[] | undefined {
  return useContext(StaffRolesContext);
}

/** `mayCall` for the signed-in staff member: hides a button or panel their roles do not allow. */
export function useMayCall(endpoint: Pick<Endpoint, 'access' | 'permission'>): boolean {
  return mayCall(useContext(StaffRolesContext), endpoint);
}

/** Shows its children only to staff whose roles allow `endpoint` (a button or a form for that call). */
export function MayCall({
  endpoint,
  children,
}: {
  endpoint: Pick<Endpoint, 'access' | 'permission'>;
  children: ReactNode;
}) {
  return useMayCall(endpoint) ? children : null;
}
