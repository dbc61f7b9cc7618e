import type { Metadata } from 'next';
import { StaffMemberDetail } from '@/components/admin/users/staff-member-detail';

export const metadata: Metadata = { title: 'Staff member' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <StaffMemberDetail id={(await params).id} />;
}
