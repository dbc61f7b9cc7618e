import { SectionHeading } from '@/components/ui/section-heading';

// Fixed by the spec (careers-pages-profile §2 "Services page"), not content-managed.
const steps = [
  { title: 'Application Review', description: 'We review each application, resume and video introduction.' },
  { title: 'Skills Assessment', description: 'Practical skills checks; includes English proficiency testing.' },
  { title: 'Training Program', description: 'Preparation for UAE hospitality standards and workplace culture.' },
  { title: 'Job Matching', description: 'Candidates are matched with employers that fit their skills and goals.' },
  { title: 'Visa Processing', description: 'We handle the documents, permits and visa paperwork.' },
  { title: 'Deployment', description: 'Travel arrangements and arrival support for a smooth start.' },
] as const;

/** The fixed 'Our 6-Step Process' block. */
export function SixStepProcess() {
  return (
    <section aria-labelledby="six-step-process" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="six-step-process" title="Our 6-Step Process" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-navy">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
