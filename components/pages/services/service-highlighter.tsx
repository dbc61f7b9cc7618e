'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** Spec: the highlight of the card named by `?service=` clears after 2 seconds. */
const HIGHLIGHT_MS = 2000;

/** Scrolls to the specialization card named by the `service` query parameter and highlights it briefly. */
export function ServiceHighlighter() {
  const service = useSearchParams().get('service');
  useEffect(() => {
    if (!service) return;
    const card = document.getElementById(`service-${service}`);
    if (!card) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    // Focus moves with the scroll so keyboard and screen-reader users land on the card too.
    card.focus({ preventScroll: true });
    card.dataset.highlighted = 'true';
    const timer = setTimeout(() => delete card.dataset.highlighted, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      delete card.dataset.highlighted;
    };
  }, [service]);
  return null;
}
