'use client';

import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onReveal` whenever the returned element comes near the viewport while `active`; a change of
 * `count` (what is shown) re-arms it, so an end that is still in view keeps revealing.
 */
export function useScrollReveal<T extends Element>(active: boolean, count: number, onReveal: () => void) {
  const ref = useRef<T>(null);
  const reveal = useEffectEvent(onReveal);

  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, count]);

  return ref;
}
