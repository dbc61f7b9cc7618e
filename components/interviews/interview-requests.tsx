import { buttonClass } from '@/components/ui/button';
import { interviewForm } from '@/lib/contracts/interviews/form';
import { interviewOutcomes, type InterviewRequestView } from '@/lib/contracts/interviews/interview';

const { paths, fields } = interviewForm;

/**
 * The proposer's requests: each time (booked or free) and each invited candidate with where they
 * stand; a booked interview has its calendar file, cancellation and, once started, the outcome.
 * `calendarHref` is the audience's 'Add to calendar' address; `actions` false shows no forms.
 */
export function InterviewRequests({
  requests,
  calendarHref,
  actions,
}: {
  requests: InterviewRequestView[];
  calendarHref: (invitationId: string) => string;
  actions: boolean;
}) {
  if (requests.length === 0) return <p className="text-slate-700">No interviews yet.</p>;
  return (
    <ul className="space-y-4">
      {requests.map((r) => (
        <li
          key={r._id}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="interview-request"
        >
          <h3 className="font-semibold text-navy">
            {r.position} · {r.client}
          </h3>
          <ul className="mt-2 text-sm">
            {r.slots.map((s) => (
              <li key={s._id}>
                {s.when} · {s.minutes} min · {s.kind} {s.taken ? <strong>(booked)</strong> : '(free)'}
              </li>
            ))}
          </ul>
          <ul className="mt-3 space-y-2 text-sm">
            {r.invited.map((i) => {
              const slot = r.slots.find((s) => s._id === i.bookedSlotId);
              return (
                <li key={i._id} className="border-t border-slate-100 pt-2" data-testid="interview-invited">
                  <strong>{i.name}</strong>: {i.status}
                  {slot ? ` · ${slot.when}` : ''}
                  {i.declineNote ? ` · “${i.declineNote}”` : ''}
                  {i.outcome ? ` · Outcome: ${i.outcome}` : ''}
                  {i.status === 'Booked' || i.status === 'Cancelled' ? (
                    <a className="ml-3 text-navy underline" href={calendarHref(i._id)} download="interview.ics">
                      Add to calendar
                    </a>
                  ) : null}
                  {actions && i.status === 'Booked' && !i.outcome ? (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {i.started ? (
                        <form method="post" action={paths.outcome} className="flex flex-wrap gap-2">
                          <input type="hidden" name={fields.id} value={i._id} />
                          {interviewOutcomes.map((o) => (
                            <button
                              key={o}
                              type="submit"
                              name={fields.outcome}
                              value={o}
                              className={buttonClass('outline')}
                            >
                              {o}
                            </button>
                          ))}
                        </form>
                      ) : (
                        <form method="post" action={paths.cancel}>
                          <input type="hidden" name={fields.id} value={i._id} />
                          <button type="submit" className={buttonClass('outline')}>
                            Cancel the interview
                          </button>
                        </form>
                      )}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
