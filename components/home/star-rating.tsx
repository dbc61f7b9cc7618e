import { ContentIcon } from './content-icon';

/** A read-only 1–5 star rating, announced as text. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <ContentIcon
          key={n}
          name="star"
          className={`h-5 w-5 ${n <= rating ? 'fill-gold text-gold-dark' : 'fill-none text-slate-400'}`}
        />
      ))}
    </p>
  );
}
