'use client';

import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { endpointPath } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints';
import { interviewOutcomes, type InterviewOutcome } from '@/lib/contracts/interviews/interview';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { StaffProposeForm } from './staff-propose-form';

/**
 * The application's interviews: the times proposed, who booked which, the calendar file, and (once
 * started) the outcome staff record for the client; a booked one not started yet can be cancelled.
 */
export function InterviewsPanel({
  applicationId,
  jobOpeningId,
}: {
  applicationId: string;
  jobOpeningId: string | null;
}) {
  const { data, isPending, error } = useAdminQuery(api.adminInterviews.ofApplication, {
    params: { id: applicationId },
  });
  const outcome = useAdminMutation(
    (v: { id: string; outcome: InterviewOutcome }) =>
      callEndpoint(api.adminInterviews.outcome, { params: { id: v.id }, body: { outcome: v.outcome } }),
    'The outcome is recorded',
  );
  const cancel = useAdminMutation(
    (id: string) => callEndpoint(api.adminInterviews.cancel, { params: { id } }),
    'The interview is cancelled',
  );
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const mine = data.data.flatMap((r) =>
    r.invited.filter((i) => i.applicationId === applicationId).map((i) => ({ request: r, invited: i })),
  );
  if (mine.length === 0 && !jobOpeningId) return null;
  return (
    <section aria-labelledby="interviews-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="interviews-heading" className="mb-3 font-semibold">
        Interviews
      </h2>
      <ul className="space-y-3 text-sm">
        {mine.map(({ request, invited }) => {
          const slot = request.slots.find((s) => s._id === invited.bookedSlotId);
          return (
            <li key={invited._id} data-testid="staff-interview">
              <p className="font-medium">
                {request.client} · {request.position}: {invited.status}
                {invited.outcome ? ` · ${invited.outcome}` : ''}
              </p>
              {slot ? <p>{slot.when}</p> : <p>{request.slots.map((s) => s.when).join(' · ')}</p>}
              {invited.declineNote ? <p>Note: “{invited.declineNote}”</p> : null}
              {invited.status === 'Booked' || invited.status === 'Cancelled' ? (
                <a
                  className="text-navy underline"
                  href={`/api${endpointPath(api.adminInterviews.calendar, { id: invited._id })}`}
                  download="interview.ics"
                >
                  Add to calendar
                </a>
              ) : null}
              {invited.status === 'Booked' && !invited.outcome ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {invited.started ? (
                    interviewOutcomes.map((o) => (
                      <Button
                        key={o}
                        variant="outline"
                        disabled={outcome.isPending}
                        onClick={() => outcome.mutate({ id: invited._id, outcome: o })}
                      >
                        {o}
                      </Button>
                    ))
                  ) : (
                    <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(invited._id)}>
                      Cancel the interview
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {jobOpeningId ? <StaffProposeForm applicationId={applicationId} jobOpeningId={jobOpeningId} /> : null}
    </section>
  );
}
