import { SiteLink } from '@/components/ui/site-link';
import { buttonClass } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { ContentIcon } from '@/components/ui/content-icon';
import type { HomeContent } from '@/lib/contracts';
import { byStepNumber } from '@/lib/by-step-number';
import { HomeSection } from './home-section';

/** Service cards with their features, a call-to-action button and the candidate process steps. */
export function RecruitmentServicesSection({ section }: { section: HomeContent['recruitmentServicesSection'] }) {
  const steps = byStepNumber(section.processSteps);
  return (
    <HomeSection
      id="recruitment-services"
      title={section.title}
      subtitle={section.subtitle}
      fallbackLabel="Recruitment services"
      className="bg-slate-50"
    >
      {section.services.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {section.services.map((service) => (
            <li key={service._id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-navy text-white">
                <ContentIcon name={service.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-navy">{service.title}</h3>
              <p className="mt-2 text-slate-700">{service.description}</p>
              {service.features.length > 0 ? (
                <CheckList items={service.features} className="mt-4 space-y-2 text-sm text-slate-800" />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-10 text-center">
        <SiteLink href={section.ctaButton.link} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          {section.ctaButton.text}
        </SiteLink>
      </div>

      {steps.length > 0 ? (
        <div className="mt-14">
          {/* The spec (site-shell-auth-home §2.4 "Home page") gives these steps no visible heading; screen-reader users still get one. */}
          <h3 className="sr-only">Candidate process steps</h3>
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step) => (
              <li key={step._id} className="rounded-2xl border border-slate-200 bg-white p-6">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-gold-dark font-bold text-white"
                  aria-hidden="true"
                >
                  {step.stepNumber}
                </span>
                <h4 className="mt-4 font-semibold text-navy">
                  <span className="sr-only">Step {step.stepNumber}: </span>
                  {step.title}
                </h4>
                <p className="mt-2 text-sm text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </HomeSection>
  );
}
