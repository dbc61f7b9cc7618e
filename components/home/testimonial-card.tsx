import type { Testimonial } from '@/lib/contracts';
import { initials } from '@/lib/client/initials';
import { PlainImage } from '@/components/ui/plain-image';
import { StarRating } from '@/components/ui/star-rating';

/** One success story: avatar (or initials), name, position, employer, stars and text. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const avatar = testimonial.icon?.image;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <figure className="flex grow flex-col">
        <StarRating rating={testimonial.rating} />
        <blockquote className="mt-4 grow text-slate-700">
          <p>“{testimonial.testimonial}”</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          {avatar ? (
            <PlainImage file={avatar} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" />
          ) : (
            <span
              className="flex h-12 w-12 items-center justify-center rounded-full bg-navy font-semibold text-white"
              aria-hidden="true"
            >
              {initials(testimonial.name)}
            </span>
          )}
          <span>
            <span className="block font-semibold text-navy">{testimonial.name}</span>
            <span className="block text-sm text-slate-700">
              {testimonial.position} · {testimonial.employer}
            </span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
