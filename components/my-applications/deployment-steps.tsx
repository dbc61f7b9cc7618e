import { candidateOrder, type DeploymentView, type StepView } from '@/lib/contracts/deployments/deployment';
import { stepForm } from '@/lib/contracts/deployments/step-form';
import { DeploymentStepForm } from './deployment-step-form';
import { formatDate } from './format-date';

const byWhom = { candidate: 'You', agency: 'The agency', employer: 'Your employer' } as const;
const by = (step: StepView) => (step.dueOn ? ` by ${formatDate(step.dueOn)}` : '');

/**
 * A hired candidate's way to the flight, on the server: the next step first ("Next: Medical
 * examination by 14 Jan 2027. Bring your passport and two photos.") with its plain form, then what
 * is done and what waits on others.
 */
export function DeploymentSteps({ deployment }: { deployment: DeploymentView }) {
  const { next, later, done, waiting, blocked } = candidateOrder(deployment.steps);
  return (
    <section
      aria-labelledby={`${stepForm.anchor}-${deployment.applicationId}`}
      id={stepForm.anchor}
      className="mb-8 rounded-lg border border-navy/20 bg-white p-4"
    >
      <h2 id={`${stepForm.anchor}-${deployment.applicationId}`} className="text-xl font-bold text-navy">
        Getting ready to fly: {deployment.jobTitle}
      </h2>
      {next ? (
        <div className="mt-3">
          {/* Element Timing: the bench times this line's paint on the 3G phone (scripts/bench/phone-deployment.mjs). */}
          <p className="text-lg font-semibold" {...{ elementtiming: 'next-step' }}>
            Next: {next.label}
            {by(next)}. {next.instructions}
          </p>
          {next.reason ? <p className="mt-1 text-red-800">Sent back by the agency: {next.reason}</p> : null}
          <DeploymentStepForm applicationId={deployment.applicationId} step={next} />
        </div>
      ) : (
        <p className="mt-3">Nothing to do for you now: we will tell you when there is.</p>
      )}
      {[...later, ...blocked].length > 0 ? <StepList title="Then" steps={[...later, ...blocked]} /> : null}
      {done.length > 0 ? <StepList title="Done" steps={done} /> : null}
      {waiting.length > 0 ? <StepList title="Waiting on others" steps={waiting} /> : null}
    </section>
  );
}

function StepList({ title, steps }: { title: string; steps: StepView[] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <ul className="mt-1 space-y-1 text-base">
        {steps.map((step) => (
          <li key={step.key}>
            {step.status === 'done' ? '✓ ' : ''}
            {step.label}
            {step.status === 'done' || step.status === 'not-needed' ? '' : `${by(step)} (${byWhom[step.actor]})`}
            {step.status === 'not-needed' ? ' (not needed)' : ''}
            {step.status === 'blocked' && step.reason ? ` (on hold: ${step.reason})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
