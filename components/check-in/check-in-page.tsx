import { buttonClass } from '@/components/ui/button';
import type { CheckInState } from '@/lib/contracts/welfare/views';
import { checkInForm, checkInTexts } from '@/lib/contracts/welfare/check-in-texts';
import type { Notice } from '@/lib/session/sealed-notice';

/** A calendar date as the worker reads it ('15 April 2027'). */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

interface CheckInPageProps {
  token: string;
  /** Null when the link is not one of ours (or no longer works). */
  state: CheckInState | null;
  notice: Notice | null;
}

/**
 * The page a check-in mail's link opens: "How is your work?", two buttons and an optional note, as a
 * plain form (it works on a phone without any script, on slow data). No sign-in: the link is the key.
 */
export function CheckInPage({ token, state, notice }: CheckInPageProps) {
  const { fields, answers } = checkInForm;
  let body;
  if (!state) {
    body = (
      <p role="alert" className="text-red-700">
        {checkInTexts.missing}
      </p>
    );
  } else if (notice?.kind === 'success') {
    // The notice above says it, once.
    body = null;
  } else if (state.state === 'answered') {
    body = (
      <p role="status" className="text-lg font-semibold text-green-800">
        {checkInTexts.alreadyAnswered}
      </p>
    );
  } else if (state.state === 'expired') {
    body = (
      <p role="alert" className="text-red-700">
        {checkInTexts.expired}
      </p>
    );
  } else {
    body = (
      <form method="post" action={checkInForm.path} className="space-y-5 text-left">
        <p className="text-slate-700">
          Hello {state.firstName}, please answer before {longDate(state.dueOn)}.
        </p>
        <input type="hidden" name={fields.token} value={token} />
        <div>
          <label htmlFor="check-in-note" className="mb-1 block font-medium text-slate-800">
            {checkInTexts.noteLabel}
          </label>
          <textarea
            id="check-in-note"
            name={fields.note}
            rows={4}
            maxLength={1000}
            defaultValue={notice?.values?.[fields.note]?.[0] ?? ''}
            className="w-full rounded-md border border-slate-300 p-3 text-base"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <button type="submit" name={fields.answer} value={answers.fine} className={buttonClass('primary')}>
            {checkInTexts.fine}
          </button>
          <button type="submit" name={fields.answer} value={answers.help} className={buttonClass('outline')}>
            {checkInTexts.help}
          </button>
        </div>
      </form>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-10 text-center sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-navy sm:text-3xl">{checkInTexts.question}</h1>
      {notice && (
        <p
          role={notice.kind === 'success' ? 'status' : 'alert'}
          className={`mb-6 rounded-md p-3 text-sm font-semibold ${notice.kind === 'success' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {notice.text}
        </p>
      )}
      {body}
    </section>
  );
}
