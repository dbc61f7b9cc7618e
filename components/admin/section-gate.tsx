'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { mayCall } from '@/lib/contracts/users/staff-roles';
import { sectionOf } from './admin-sections';
import { PageHeader } from './page-header';
import { useStaffRoles } from './staff-roles';

/** A back-office page is shown only to staff whose roles allow its section; others are told why. */
export function SectionGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const roles = useStaffRoles();
  const section = sectionOf(pathname);
  // The dashboard's page sends staff it is not for to their first section itself.
  if (!section || section.href === '/admin' || mayCall(roles, section.endpoint)) return children;
  return (
    <>
      <PageHeader title={section.label} />
      <p role="alert" className="max-w-prose text-slate-700">
        {section.label} is not part of your staff role. The menu shows what you can use; ask a Manager if you need this.
      </p>
    </>
  );
}
