import type { Testimonial } from '@/lib/contracts';
import { HomeSection } from './home-section';
import { TestimonialCard } from './testimonial-card';
import { WriteReviewLazy } from './write-review-lazy';

/** 'Success Stories': the first three testimonials and, for a signed-in user, the review dialog. */
export function SuccessStoriesSection({ testimonials }: { testimonials: Testimonial[] }) {
  const shown = testimonials.slice(0, 3);
  return (
    <HomeSection
      id="success-stories"
      title="Success Stories"
      subtitle="Hear from Filipino professionals who built their hospitality careers in the UAE, and from the UAE employers who welcomed them to their teams."
      fallbackLabel="Success Stories"
      className="bg-slate-50"
    >
      {shown.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {shown.map((testimonial) => (
            <TestimonialCard key={testimonial._id} testimonial={testimonial} />
          ))}
        </ul>
      ) : (
        <p role="alert" className="text-center text-slate-700">
          Failed to load testimonials.
        </p>
      )}
      <WriteReviewLazy />
    </HomeSection>
  );
}
