import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import type { MyApplication } from '@/lib/contracts/applications/candidate';
import { ApplicationCard } from './application-card';

interface ApplicationListProps {
  applications: MyApplication[];
  /** What the candidate can do with each application (the page composes the actions). */
  actions: (application: MyApplication) => ReactNode;
}

/** The candidate's applications, newest first, or where to start when there are none. */
export function ApplicationList({ applications, actions }: ApplicationListProps) {
  if (applications.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">You have not applied for a job yet.</p>
        <SiteLink href="/candidates" className={buttonClass('primary', 'mt-4')}>
          Browse jobs
        </SiteLink>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {applications.map((application) => (
        <ApplicationCard key={application._id} application={application}>
          {actions(application)}
        </ApplicationCard>
      ))}
    </ul>
  );
}
