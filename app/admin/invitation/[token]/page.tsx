import type { Metadata } from 'next';
import Link from 'next/link';
import { AcceptInvitation } from '@/components/admin/invitation/accept-invitation';
import { api } from '@/lib/contracts/endpoints';
import { staffInvitationMessages } from '@/lib/contracts/users/staff-invitation';
import { callUpstream } from '@/lib/upstream/call-upstream';

export const metadata: Metadata = { title: 'Staff invitation' };

/**
 * A staff invitation's link: whom it is for, then a password and the authenticator app. A link that
 * is unknown, used or expired says which, and what to do.
 */
export default async function StaffInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const res = await callUpstream(api.staffInvitations.view, { params: { token } });
  const gone = [400, 404].includes(res.status)
    ? (((await res.json().catch(() => ({}))) as { message?: string }).message ?? staffInvitationMessages.unknown)
    : undefined;
  if (!gone && !res.ok) throw new Error(`The invitation could not be loaded (${res.status}).`);
  const invitation = gone ? undefined : api.staffInvitations.view.response[200].parse(await res.json()).data;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow">
        <h1 className="text-xl font-bold text-navy">
          {invitation ? 'Welcome to the back office' : 'This invitation does not work'}
        </h1>
        {invitation ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              {invitation.name}, you are invited as {invitation.staffRoles.join(', ')} with{' '}
              <strong>{invitation.email}</strong>. Choose a password, then set up an authenticator app: every sign-in
              asks for a code from it.
            </p>
            <AcceptInvitation token={token} />
          </>
        ) : (
          <>
            <p role="alert" className="mt-2 text-sm text-slate-700">
              {gone}
            </p>
            <p className="mt-4 text-sm">
              <Link href="/admin/login" className="font-semibold text-navy underline">
                Staff sign-in
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
