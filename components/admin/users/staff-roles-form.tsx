'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { staffMemberMessages } from '@/lib/contracts/users/staff-member';
import { staffRolesInputSchema } from '@/lib/contracts/users/staff-member';
import type { StaffRole } from '@/lib/contracts/users/staff-roles';
import { useAdminMutation } from '../use-admin';
import { RolesFieldset } from './roles-fieldset';

/**
 * A staff member's roles, as checkboxes: saved with a fresh second factor, they hold from the staff
 * member's next click (no session ends). The last Manager keeps the role (the server says so).
 */
export function StaffRolesForm({ id, roles }: { id: string; roles: readonly StaffRole[] }) {
  const [value, setValue] = useState<StaffRole[]>([...roles]);
  const [error, setError] = useState<string>();
  const save = useAdminMutation(
    (next: StaffRole[]) => callEndpoint(api.adminUsers.setRoles, { params: { id }, body: { roles: next } }),
    staffMemberMessages.rolesSaved,
  );
  return (
    <form
      noValidate
      aria-label="Roles"
      className="space-y-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = staffRolesInputSchema.safeParse({ roles: value });
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success) return;
        await save.mutateAsync(value).catch((err: unknown) => {
          if (err instanceof ApiError && err.errors.roles) setError(err.errors.roles);
        });
      }}
    >
      <RolesFieldset value={value} onChange={setValue} error={error} />
      <Button type="submit" disabled={save.isPending}>
        Save roles
      </Button>
    </form>
  );
}
