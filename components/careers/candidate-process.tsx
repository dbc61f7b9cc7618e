import { ContentIcon } from '@/components/ui/content-icon';
import type { ForCandidateProcessContent } from '@/lib/contracts';
import { byStepNumber } from '@/lib/by-step-number';

/** The candidate's journey from application to deployment, one card per step. */
export function CandidateProcess({ process }: { process: ForCandidateProcessContent | null }) {
  if (!process) {
    return <p className="mx-auto max-w-7xl px-4 py-12 text-center text-red-700">Failed to load process.</p>;
  }
  return (
    <section aria-labelledby="process-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="process-title" className="text-3xl font-bold text-navy">
            {process.title}
          </h2>
          {process.subtitle ? <p className="mt-3 text-slate-700">{process.subtitle}</p> : null}
        </div>
        <ol className="mt-10 grid gap-6 lg:grid-cols-2">
          {byStepNumber(process.steps).map((step) => (
            <li key={step._id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-navy text-white">
                  <ContentIcon name={step.icon} />
                </span>
                <div>
                  <p className="text-sm font-semibold text-gold-dark">Step {step.stepNumber}</p>
                  <h3 className="text-lg font-semibold text-navy">{step.title}</h3>
                  {step.duration ? <p className="text-sm text-slate-600">{step.duration}</p> : null}
                </div>
              </div>
              <p className="mt-4 text-slate-700">{step.description}</p>
              {step.features.length > 0 ? (
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {step.features.map((feature) => (
                    <li key={feature._id} className="flex gap-2">
                      <span aria-hidden="true" className="text-gold-dark">
                        ✓
                      </span>
                      {feature.text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
