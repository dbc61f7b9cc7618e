'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';

/** Spec: the page scrolls to the top on every path change (Next leaves it where it is when the new page's top is in view). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  // A layout effect, so a page's own scroll (Services' ?service= card) runs after this one.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
