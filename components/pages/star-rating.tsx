/** A row of five stars, `rating` of them filled; read out as text, the stars themselves are hidden. */
export function StarRating({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  return (
    <p className="flex gap-0.5 text-gold" aria-label={`Rated ${rating} out of 5`} role="img">
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`${className} ${i < rating ? 'fill-current' : 'fill-slate-300'}`}
        >
          <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
        </svg>
      ))}
    </p>
  );
}
