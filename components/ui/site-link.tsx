'use client';

// eslint-disable-next-line no-restricted-imports -- the one wrapper the rule points to
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from '@/lib/client/connection';

/**
 * The public site's link (next/link, which the linter keeps out of public code). Next prefetches a
 * link's page once the link comes within 200 px of the viewport; this allows it only once hydrated and
 * on a connection that is not slow (lib/client/connection.ts), so a phone on 3G or with Data Saver
 * spends its bandwidth on the page it is loading, not on pages it may never open. `prefetch={false}`
 * still turns it off everywhere.
 */
export function SiteLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
