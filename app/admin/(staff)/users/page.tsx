import type { Metadata } from 'next';
import { InviteStaffForm } from '@/components/admin/users/invite-staff-form';
import { UserList } from '@/components/admin/users/user-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Users' };

export default function Page() {
  return (
    <>
      <PageHeader title="Users" />
      <InviteStaffForm />
      <UserList />
    </>
  );
}
