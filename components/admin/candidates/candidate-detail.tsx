'use client';

import Link from 'next/link';
import { api } from '@/lib/contracts/endpoints';
import { MailLink, TelLink } from '../contact-links';
import { DetailList } from '../detail-list';
import { formatDateTime } from '../format';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { CandidateHistory } from './candidate-history';
import { CandidateProfilePanel } from './candidate-profile-panel';
import { PutForwardForm } from './put-forward-form';
import { MayCall } from '../staff-roles';

/** One pool candidate: contact, profile, saved files, applications, share requests, and putting them forward. */
export function CandidateDetail({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminCandidates.get, { params: { id } });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const c = data.data;

  return (
    <>
      <PageHeader title={c.name}>
        <Link href="/admin/candidates" className="text-sm text-navy underline">
          Back to candidates
        </Link>
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="contact-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="contact-heading" className="mb-3 font-semibold">
              Contact
            </h2>
            <DetailList
              items={[
                ['Email', <MailLink key="email" email={c.email} />],
                ['Phone', c.phone ? <TelLink key="phone" phone={c.phone} /> : ''],
                ['Last active', formatDateTime(c.lastActiveAt)],
              ]}
            />
          </section>
          <CandidateProfilePanel name={c.name} profile={c.profile} />
          <CandidateHistory candidate={c} />
        </div>
        <div className="space-y-6">
          <MayCall endpoint={api.adminShortlists.list}>
            <PutForwardForm candidateId={c._id} name={c.name} />
          </MayCall>
        </div>
      </div>
    </>
  );
}
