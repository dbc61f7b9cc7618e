import { ContentIcon } from './content-icon';

// Two looks exist: outlined gold stars (home reviews) and solid stars (partner pages).
const looks = {
  outline: { on: 'fill-gold text-gold-dark', off: 'fill-none text-slate-400' },
  solid: { on: 'fill-gold stroke-none', off: 'fill-slate-300 stroke-none' },
} as const;

/** A read-only row of five stars, `rating` of them filled, announced as 'Rated N out of 5'. */
export function StarRating({
  rating,
  look = 'outline',
  className = 'h-5 w-5',
}: {
  rating: number;
  look?: keyof typeof looks;
  className?: string;
}) {
  const { on, off } = looks[look];
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <ContentIcon key={n} name="star" className={`${className} ${n <= rating ? on : off}`} />
      ))}
    </p>
  );
}
