import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { hasDeploymentDocuments } from '@/lib/contracts/applications/candidate-status';
import { employerReviewTexts } from '@/lib/contracts/applications/candidate-messages';
import type { MyApplication } from '@/lib/contracts/applications/candidate';
import { formatDate } from './format-date';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';

/**
 * One application: what it is for, when it was sent, its status, what an employer's review means for
 * it (never the employer's words), its timeline, and what the candidate can do.
 */
export function ApplicationCard({ application: a, children }: { application: MyApplication; children?: ReactNode }) {
  const headingId = `application-${a._id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        data-testid="my-application"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-navy">
              {a.job ? (
                <SiteLink href={`/candidates/${a.job.slug}`} className="hover:underline">
                  {a.job.title}
                </SiteLink>
              ) : (
                'General application'
              )}
            </h2>
            {!a.job && a.appliedFor ? <p className="text-sm text-slate-700">{a.appliedFor}</p> : null}
            <p className="text-sm text-slate-600">
              Applied on <time dateTime={a.appliedAt}>{formatDate(a.appliedAt)}</time>
            </p>
          </div>
          <StatusBadge status={a.status} />
        </div>
        {a.employerReview ? (
          <p
            className={`mt-3 rounded-md p-3 text-sm font-semibold ${
              a.employerReview === 'interview' ? 'bg-green-50 text-green-900' : 'bg-blue-50 text-blue-900'
            }`}
            data-testid="employer-review"
          >
            {employerReviewTexts[a.employerReview]}
          </p>
        ) : null}
        <StatusTimeline timeline={a.timeline} />
        {hasDeploymentDocuments(a.status) ? (
          <p className="mt-3">
            <SiteLink href={`/my-applications/${a._id}/documents`} className="font-semibold text-navy underline">
              Deployment documents
            </SiteLink>
          </p>
        ) : null}
        {children}
      </article>
    </li>
  );
}
