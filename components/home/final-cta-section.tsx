import { SiteLink } from '@/components/ui/site-link';
import type { HomeContent } from '@/lib/contracts';

const linkClass =
  'inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The closing call to action: apply as a candidate or hire as an employer. */
export function FinalCtaSection({ section }: { section: HomeContent['finalCtaSection'] }) {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-navy px-4 py-16 text-center text-white sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="final-cta-heading" className="text-3xl font-bold sm:text-4xl">
          {section.title}
        </h2>
        {section.subtitle ? <p className="mt-4 text-lg text-slate-100">{section.subtitle}</p> : null}
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <SiteLink
            href="/candidates"
            className={`${linkClass} bg-gold-dark text-white hover:bg-white hover:text-navy`}
          >
            Apply for Jobs
          </SiteLink>
          <SiteLink href="/employers" className={`${linkClass} bg-white text-navy hover:bg-gold-light`}>
            Hire Talent
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
