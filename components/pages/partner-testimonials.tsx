import { StarRating } from '@/components/ui/star-rating';
import { initials } from '@/lib/client/initials';
import type { OurPartnersSayContent } from '@/lib/contracts';
import { SectionHeading } from '@/components/ui/section-heading';

/** What partners say: stars, partner, quote and the contact with initials (Employers and Partners pages). */
export function PartnerTestimonials({
  content,
  level = 2,
  align = 'center',
}: {
  content: OurPartnersSayContent;
  level?: 2 | 3;
  align?: 'center' | 'left';
}) {
  const Name = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="partner-testimonials">
      <SectionHeading
        id="partner-testimonials"
        title={content.title}
        subtitle={content.subtitle}
        level={level}
        align={align}
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {content.testimonials.map((t) => (
          <li key={t._id}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <StarRating rating={t.rating} look="solid" className="h-4 w-4" />
              <Name className="mt-3 font-semibold text-navy">{t.partnerName}</Name>
              <blockquote className="mt-2 flex-1 text-slate-700">
                <p>&ldquo;{t.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-bold text-white"
                >
                  {initials(t.contactName)}
                </span>
                <span>
                  <span className="block font-medium text-slate-900">{t.contactName}</span>
                  {t.contactTitle ? <span className="block text-sm text-slate-600">{t.contactTitle}</span> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
