'use client';

import { FormError } from '@/components/ui/form-error';
import { staffRoles, type StaffRole } from '@/lib/contracts/users/staff-roles';

/** The declared staff roles as checkboxes (an account may hold several). */
export function RolesFieldset({
  value,
  onChange,
  error,
  legend = 'Roles',
}: {
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
  legend?: string;
}) {
  // Kept in the declared order, whatever order they were ticked in.
  const toggle = (role: StaffRole, on: boolean) =>
    onChange(staffRoles.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 grid gap-1">
        {staffRoles.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
            {role}
          </label>
        ))}
      </div>
      <FormError message={error} className="mt-1" />
    </fieldset>
  );
}
