'use client';

import { privateFileUrl as fileUrl } from '@/lib/client/private-file-url';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { ReactNode } from 'react';
import { applicationFields } from '@/lib/contracts/applications/fields';
import { api } from '@/lib/contracts/endpoints';
import { DetailList } from '../detail-list';
import { OfferPanel } from '../offers/offer-panel';
import { formatDateTime } from '../format';
import { NotesPanel } from '../notes-panel';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useMayCall } from '../staff-roles';
import { useAdminQuery } from '../use-admin';
import { DeploymentDocumentsPanel } from './deployment-documents-panel';
import { InterviewsPanel } from './interviews-panel';
import { StageForm } from './stage-form';
import { staffFieldValue } from './staff-field-value';
import { WithdrawalPanel } from './withdrawal-panel';

const staffFields = applicationFields.staff;
const appliedAt = staffFields.findIndex((field) => field.key === 'preferredLocation');

/** One application: every field, the resume, the video introduction, the stage and the notes. */
export function ApplicationDetail({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminApplications.detail, { params: { id } });
  // Panels of duties the staff member's roles do not hold are left out (each endpoint's permission).
  const mayHire = useMayCall(api.adminOffers.panel);
  const mayInterview = useMayCall(api.adminInterviews.ofApplication);
  const mayDocuments = useMayCall(api.adminDeploymentDocuments.checklist);
  const mayDeployment = useMayCall(api.adminDeploymentSteps.detail);
  const mayWelfare = useMayCall(api.adminWelfare.worker);
  // Missing or outside the staff member's scope (the same 404): the back office's not-found page.
  if (error instanceof ApiError && error.status === 404) notFound();
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const a = data.data;
  // Private files go through the website's session, so only staff (and the owner) can open them.
  // Every field staff see, as applicationFields declares them; the record's date goes before the location.
  const fields = staffFields.map((field): [string, ReactNode] => [field.label, staffFieldValue(field, a)]);

  return (
    <>
      <PageHeader title={a.name}>
        <nav aria-label="This application’s pages" className="flex flex-wrap gap-4 text-sm">
          {/* After the offer, the work moves to the deployment's steps, then to the worker's welfare. */}
          {mayDeployment && (a.stage === 'Offered' || a.stage === 'Deployed') && (
            <Link href={`/admin/deployments/${a._id}`} className="text-navy underline">
              Deployment steps
            </Link>
          )}
          {mayWelfare && a.stage === 'Deployed' && (
            <Link href={`/admin/welfare/${a._id}`} className="text-navy underline">
              Welfare: reports and incidents
            </Link>
          )}
          <Link href="/admin/applications" className="text-navy underline">
            Back to applications
          </Link>
        </nav>
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
                ...fields.slice(0, appliedAt),
                ['Applied', formatDateTime(a.createdAt)],
                ...fields.slice(appliedAt),
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
              src={fileUrl(a.video.path, 'playable')}
              poster={fileUrl(a.video.path, 'poster')}
              className="aspect-video w-full rounded bg-black"
              aria-label={`Video introduction of ${a.name}`}
            />
            <a href={fileUrl(a.resume.path)} className="mt-4 inline-block text-navy underline">
              Download resume
            </a>
          </section>
          {a.job && mayHire ? <OfferPanel applicationId={a._id} /> : null}
          {mayDocuments && (a.stage === 'Offered' || a.stage === 'Deployed') && (
            <DeploymentDocumentsPanel applicationId={a._id} />
          )}
        </div>
        <div className="space-y-6">
          <WithdrawalPanel application={a} />
          {mayInterview && <InterviewsPanel applicationId={a._id} jobOpeningId={a.job?._id ?? null} />}
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
