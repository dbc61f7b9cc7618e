'use client';

import type { ReactNode } from 'react';
import { privateFileUrl as fileUrl } from '@/lib/client/private-file-url';
import { applicationFields } from '@/lib/contracts/applications/fields';
import { candidateProfileKeys, type CandidateProfile } from '@/lib/contracts/candidates/profile';
import { api } from '@/lib/contracts/endpoints';
import { declaredValue } from '../declared-value';
import { DetailList } from '../detail-list';
import { formatDate } from '../format';
import { useAdminQuery } from '../use-admin';

// The passport number is left to the application page, where revealing it is recorded.
const profileFields = applicationFields.staff.filter(
  (field) => (candidateProfileKeys as readonly string[]).includes(field.field) && !field.masked,
);

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The candidate's kept details, and their saved video and resume, playable and downloadable. */
export function CandidateProfilePanel({ name, profile }: { name: string; profile: CandidateProfile }) {
  const locations = useAdminQuery(api.adminLookups.list, { params: { kind: 'preffered-location' } }).data?.data ?? [];
  const details = profile.details as Record<string, unknown> | null;
  const value = (field: (typeof profileFields)[number]): ReactNode => {
    const stored = details?.[field.field];
    if (field.kind !== 'reference') return declaredValue(field, stored);
    return locations.find((l) => l._id === stored)?.name ?? (stored ? '…' : '');
  };
  const { video, resume } = profile;

  return (
    <>
      <section aria-labelledby="profile-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="profile-heading" className="mb-3 font-semibold">
          Profile
        </h2>
        {details ? (
          <DetailList items={profileFields.map((field) => [field.label, value(field)])} />
        ) : (
          <p className="text-sm text-slate-600">No details saved yet.</p>
        )}
      </section>
      <section aria-labelledby="files-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="files-heading" className="mb-3 font-semibold">
          Saved video and resume
        </h2>
        {video ? (
          <>
            <video
              controls
              preload="metadata"
              src={fileUrl(video.file, 'playable')}
              poster={fileUrl(video.file, 'poster')}
              className="aspect-video w-full rounded bg-black"
              aria-label={`Saved video introduction of ${name}`}
            />
            <p className="mt-2 text-sm text-slate-600">
              {video.durationSeconds ? `${minutes(video.durationSeconds)}, ` : ''}saved {formatDate(video.savedAt)}.{' '}
              <a href={fileUrl(video.file)} download className="text-navy underline">
                Download video
              </a>
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600">No saved video.</p>
        )}
        <p className="mt-4 text-sm">
          {resume ? (
            <>
              <a href={fileUrl(resume.file)} className="text-navy underline">
                Download resume
              </a>{' '}
              <span className="text-slate-600">(saved {formatDate(resume.savedAt)})</span>
            </>
          ) : (
            <span className="text-slate-600">No saved resume.</span>
          )}
        </p>
      </section>
    </>
  );
}
