'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { api } from '@/lib/contracts/endpoints';
import { staffMemberMessages, type StaffMember, type WorkedRecord } from '@/lib/contracts/users/staff-member';
import { DetailList } from '../detail-list';
import { formatDate } from '../format';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { StaffRolesForm } from './staff-roles-form';

/** A staff member's page: roles, what they own or work, their account and second factor. */
export function StaffMemberDetail({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminUsers.staffMember, { params: { id } });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const member = data.data;
  return (
    <>
      <PageHeader title={member.name}>
        <Link href="/admin/users" className="text-sm text-navy underline">
          Back to users
        </Link>
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Panel title="Account">
            <DetailList
              items={[
                ['Email', member.email],
                ['Status', member.isDisabled ? 'Disabled' : 'Active'],
                ['Last sign-in', member.lastLoginAt ? formatDate(member.lastLoginAt) : 'Never'],
                ['Authenticator app', member.authenticatorApp ? 'Set up' : 'Not yet: set up at the next sign-in'],
                ['Passkeys', String(member.passkeys)],
              ]}
            />
          </Panel>
          <Worked title="Clients" records={member.clients} href={(c) => `/admin/clients/${c._id}`} />
          <Worked title="Job orders" records={member.jobOrders} href={(j) => `/admin/jobs/${j._id}`} />
        </div>
        <div className="space-y-6">
          <Panel title="Roles">
            <StaffRolesForm id={member._id} roles={member.staffRoles} key={member.staffRoles.join()} />
          </Panel>
          <AccountActions member={member} />
        </div>
      </div>
    </>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const heading = `staff-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={heading} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={heading} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The records they own or are on the team of; reassigning is done on each record's page. */
function Worked({
  title,
  records,
  href,
}: {
  title: string;
  records: WorkedRecord[];
  href: (r: WorkedRecord) => string;
}) {
  return (
    <Panel title={title}>
      {records.length === 0 ? (
        <p className="text-sm text-slate-500">None.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {records.map((r) => (
            <li key={`${r.as}-${r._id}`}>
              <Link href={href(r)} className="text-navy underline">
                {r.name}
              </Link>{' '}
              <span className="text-slate-500">({r.as === 'owner' ? 'owner' : 'team'})</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-500">To reassign, use the owner and team panel on the record’s page.</p>
    </Panel>
  );
}

/** Deactivate or activate (sessions end at once), and reset a lost second factor. */
function AccountActions({ member }: { member: StaffMember }) {
  const me = useCurrentUser().data;
  const setDisabled = useAdminMutation(
    (isDisabled: boolean) =>
      callEndpoint(api.adminUsers.setDisabled, { params: { id: member._id }, body: { isDisabled } }),
    (r) => (r.data.isDisabled ? 'Account disabled' : 'Account enabled'),
  );
  const reset = useAdminMutation(
    () => callEndpoint(api.adminUsers.resetSecondFactor, { params: { id: member._id } }),
    staffMemberMessages.factorReset,
  );
  if (member._id === me?._id) {
    return (
      <Panel title="Sign-in">
        <p className="text-sm text-slate-600">
          Your own account: another Manager deactivates it or resets its second factor.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Sign-in">
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          Lost phone? Resetting removes their authenticator app, passkeys and recovery codes, and ends their sessions;
          they set up an app at their next sign-in.
        </p>
        <Button
          variant="outline"
          disabled={reset.isPending}
          onClick={() => window.confirm(`Reset ${member.name}’s second factor?`) && reset.mutate(undefined)}
        >
          Reset second factor
        </Button>
        <div>
          <Button
            variant={member.isDisabled ? 'outline' : 'ghost'}
            className={member.isDisabled ? '' : 'text-red-700'}
            disabled={setDisabled.isPending}
            onClick={() => setDisabled.mutate(!member.isDisabled)}
          >
            {member.isDisabled ? 'Activate account' : 'Deactivate account'}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
