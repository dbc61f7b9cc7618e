'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { reportCardEvent } from './card-events';

/**
 * The card's box; in the portal it reports 'opened' the first time half of it is on screen (the
 * upstream keeps the first time only). On a view-only link (`track` absent) it only draws the box.
 */
export function CardSeen({
  track,
  labelledBy,
  children,
}: {
  track?: { shortlistId: string; candidateId: string };
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const shortlistId = track?.shortlistId;
  const candidateId = track?.candidateId;

  useEffect(() => {
    const node = ref.current;
    if (!node || !shortlistId || !candidateId) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reportCardEvent(shortlistId, candidateId, { event: 'opened' });
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shortlistId, candidateId]);

  return (
    <article
      ref={ref}
      aria-labelledby={labelledBy}
      data-testid="candidate-card"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {children}
    </article>
  );
}
