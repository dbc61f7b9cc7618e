import type { ReactNode } from 'react';
import { stepStatusLabels, type EmployerHire, type StepView } from '@/lib/contracts/deployments/deployment';
import { expectedArrival, formatWallClock } from '@/lib/contracts/deployments/time';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });
const byWhom = { candidate: 'the worker', agency: 'the agency', employer: 'you' } as const;

/** What the employer gave for a done step of its own (a ticket's times in their zones; a file is not shown back). */
function GivenEvidence({ step }: { step: StepView }) {
  const given = step.evidence.filter((e) => e.value !== null && e.kind !== 'file');
  if (given.length === 0) return null;
  return (
    <ul className="mt-1 text-sm text-slate-700">
      {given.map((e) => (
        <li key={e.field}>
          {e.label}:{' '}
          {e.kind === 'datetime' && e.zone ? formatWallClock(e.value!, e.zone) : e.kind === 'yes' ? 'Yes' : e.value}
        </li>
      ))}
    </ul>
  );
}

/**
 * One hire's way to arrival as the employer sees it: the expected arrival, its own steps (an open one
 * with the form the page gives), and the other steps it may see, read-only.
 */
export function HireSteps({ hire, formFor }: { hire: EmployerHire; formFor: (step: StepView) => ReactNode }) {
  const arrival = expectedArrival(hire);
  const own = hire.steps.filter((s) => s.actor === 'employer');
  const others = hire.steps.filter((s) => s.actor !== 'employer');
  return (
    <div className="space-y-6">
      <p className="text-lg">
        <span className="font-semibold">Expected arrival:</span>{' '}
        {arrival ?? 'not known yet (it comes from the flight you book).'}
      </p>
      <section aria-labelledby="your-steps">
        <h2 id="your-steps" className="text-xl font-semibold text-navy">
          Your steps
        </h2>
        <ul className="mt-3 space-y-4">
          {own.map((step) => (
            <li key={step.key} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold">
                {step.label}: {stepStatusLabels[step.status]}
                {step.dueOn && step.status === 'pending' ? `, due ${day.format(new Date(step.dueOn))}` : ''}
              </p>
              {step.reason ? <p className="text-sm text-red-800">From the agency: {step.reason}</p> : null}
              {step.status === 'pending' ? formFor(step) : <GivenEvidence step={step} />}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="other-steps">
        <h2 id="other-steps" className="text-xl font-semibold text-navy">
          The other steps
        </h2>
        <ul className="mt-3 space-y-1">
          {others.map((step) => (
            <li key={step.key}>
              {step.status === 'done' ? '✓ ' : ''}
              {step.label}: {stepStatusLabels[step.status]}
              {step.status === 'pending' && step.dueOn
                ? ` (due ${day.format(new Date(step.dueOn))}, by ${byWhom[step.actor]})`
                : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
