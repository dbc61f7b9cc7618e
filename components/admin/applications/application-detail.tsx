'use client';

import Link from 'next/link';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { endpointUrl } from '@/lib/contracts/endpoint';
import { educationLabels, englishLabels } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { DetailList } from '../detail-list';
import { formatDate, formatDateTime } from '../format';
import { NotesPanel } from '../notes-panel';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { DeploymentDocumentsPanel } from './deployment-documents-panel';
import { PassportReveal } from './passport-reveal';
import { StageForm } from './stage-form';
import { WithdrawalPanel } from './withdrawal-panel';
import { MailLink, TelLink } from '../contact-links';

/** One application: every field, the resume, the video introduction, the stage and the notes. */
export function ApplicationDetail({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminApplications.detail, { params: { id } });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const a = data.data;
  // Private files go through the website's session, so only staff (and the owner) can open them.
  const fileUrl = (file: string) => endpointUrl(api.uploads.privateFile, { params: { file } });

  return (
    <>
      <PageHeader title={a.name}>
        <Link href="/admin/applications" className="text-sm text-navy underline">
          Back to applications
        </Link>
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="candidate-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="candidate-heading" className="mb-3 font-semibold">
              Application
            </h2>
            <DetailList
              items={[
                ['Job', a.job?.title ?? 'General application'],
                ['Position', a.appliedFor],
                ['Email', <MailLink key="email" email={a.email} />],
                ['Phone', <TelLink key="phone" phone={a.phone} />],
                ['Applied', formatDateTime(a.createdAt)],
                ['Preferred location', a.preferredLocation],
                ['Years of experience', a.experienceInYears],
                ['Previous job title', a.previousJobTitle],
                ['Education', educationLabels[a.education]],
                ['English', englishLabels[a.englishProficiency]],
                [
                  'Passport number',
                  <PassportReveal key="passport" applicationId={a._id} masked={a.passportNumberMasked} />,
                ],
                ['Passport expiry', formatDate(a.passportExpiry)],
                ['Available to start', formatDate(a.availableToStart)],
                ['Notes from the candidate', a.notes],
              ]}
            />
          </section>
          <section aria-labelledby="video-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="video-heading" className="mb-3 font-semibold">
              Video introduction
            </h2>
            <video
              controls
              preload="metadata"
              src={fileUrl(a.video.path)}
              className="aspect-video w-full rounded bg-black"
              aria-label={`Video introduction of ${a.name}`}
            />
            <a href={fileUrl(a.resume.path)} className="mt-4 inline-block text-navy underline">
              Download resume
            </a>
          </section>
          {(a.stage === 'Offered' || a.stage === 'Deployed') && <DeploymentDocumentsPanel applicationId={a._id} />}
        </div>
        <div className="space-y-6">
          <WithdrawalPanel application={a} />
          <StageForm application={a} key={a.stage} />
          <NotesPanel
            notes={a.staffNotes}
            add={(body) => callEndpoint(api.adminApplications.addNote, { params: { id: a._id }, body: { body } })}
          />
        </div>
      </div>
    </>
  );
}
