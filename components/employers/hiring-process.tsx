import { SectionHeading } from '@/components/ui/section-heading';
import { CheckList } from '@/components/ui/check-list';
import { ContentIcon } from '@/components/ui/content-icon';
import type { ForEmployerProcessContent } from '@/lib/contracts';
import { byStepNumber } from '@/lib/by-step-number';

/** The employer hiring process: numbered steps with duration, description and features. */
export function HiringProcess({ process }: { process: ForEmployerProcessContent }) {
  const steps = byStepNumber(process.steps);
  return (
    <section aria-labelledby="hiring-process">
      <SectionHeading
        id="hiring-process"
        tag={process.tag}
        title={process.title}
        subtitle={process.subtitle}
        align="left"
      />
      <ol className="space-y-4">
        {steps.map((step) => (
          <li key={step._id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy font-bold text-white"
            >
              {step.stepNumber}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-semibold text-navy">
                  <span className="sr-only">Step {step.stepNumber}: </span>
                  {step.title}
                </h3>
                {step.duration ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-medium text-navy">
                    <ContentIcon name="clock" className="h-3.5 w-3.5" />
                    {step.duration}
                  </span>
                ) : null}
              </div>
              {step.description ? <p className="mt-2 text-sm text-slate-600">{step.description}</p> : null}
              {step.features.length > 0 ? (
                <CheckList items={step.features} className="mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2" />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
