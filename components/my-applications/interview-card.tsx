import { buttonClass } from '@/components/ui/button';
import { endpointPath } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { interviewForm, invitationAnchor } from '@/lib/contracts/interviews/form';
import { interviewLimits, interviewTexts, type MyInvitation } from '@/lib/contracts/interviews/interview';
import { InterviewSlotFacts } from './interview-slot-facts';

const { paths, fields } = interviewForm;

/**
 * An interview invitation: each free time is one button of a plain form (one tap books it, no script
 * needed), 'none of these work' a second form with a note; once booked, the time, the link and the
 * calendar file.
 */
export function InterviewCard({ invitation }: { invitation: MyInvitation }) {
  const anchor = invitationAnchor(invitation._id);
  const { booked, slots, status } = invitation;
  return (
    <li id={anchor}>
      <article
        aria-labelledby={`${anchor}-title`}
        className="rounded-lg border-2 border-navy/30 bg-sky-50 p-4 shadow-sm"
        data-testid="interview-invitation"
      >
        <h2 id={`${anchor}-title`} className="text-lg font-semibold text-navy">
          Interview: {invitation.position} at {invitation.client}
        </h2>
        {invitation.outcomeText ? <p className="mt-2 font-semibold text-navy">{invitation.outcomeText}</p> : null}
        {booked && status === 'Booked' ? (
          <div className="mt-2 text-sm">
            <p className="font-semibold text-green-900" data-testid="interview-booked">
              Booked: {booked.when}
            </p>
            <InterviewSlotFacts slot={booked} />
            {booked.meetingLink ? (
              <p className="mt-1">
                Video call link:{' '}
                <a className="text-navy underline" href={booked.meetingLink}>
                  {booked.meetingLink}
                </a>
              </p>
            ) : null}
            <a
              className={buttonClass('outline', 'mt-3')}
              href={`/api${endpointPath(api.myInterviews.calendar, { id: invitation._id })}`}
              download="interview.ics"
            >
              {interviewTexts.addToCalendar}
            </a>
          </div>
        ) : null}
        {status === 'Cancelled' ? <p className="mt-2 text-sm">This interview was cancelled.</p> : null}
        {status === 'Declined' ? (
          <p className="mt-2 text-sm">
            You told us none of the times work: “{invitation.declineNote}”. We will propose others.
          </p>
        ) : null}
        {slots.length > 0 ? (
          <form method="post" action={paths.book} className="mt-3">
            <input type="hidden" name={fields.id} value={invitation._id} />
            <p className="mb-2 text-sm text-slate-700">
              {status === 'Booked' ? 'Or move it to another time:' : 'Choose a time (Manila time, with Dubai time):'}
            </p>
            <ul className="space-y-2">
              {slots.map((slot) => (
                <li key={slot._id}>
                  <button
                    type="submit"
                    name={fields.slotId}
                    value={slot._id}
                    className={buttonClass(
                      status === 'Booked' ? 'outline' : 'primary',
                      'w-full flex-col items-start text-left',
                    )}
                  >
                    <span>{slot.when}</span>
                    <InterviewSlotFacts slot={slot} />
                  </button>
                </li>
              ))}
            </ul>
          </form>
        ) : null}
        {status === 'Open' ? (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-navy">{interviewTexts.noneWork}</summary>
            <form method="post" action={paths.decline} className="mt-2 space-y-2">
              <input type="hidden" name={fields.id} value={invitation._id} />
              <label className="block" htmlFor={`${anchor}-note`}>
                Which days and times would suit you?
              </label>
              <textarea
                id={`${anchor}-note`}
                name={fields.note}
                required
                maxLength={interviewLimits.note}
                rows={3}
                className="w-full rounded-md border border-slate-300 p-2"
              />
              <button type="submit" className={buttonClass('outline')}>
                Send
              </button>
            </form>
          </details>
        ) : null}
      </article>
    </li>
  );
}
