'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { useAuthDialog } from '@/lib/client/auth-dialog-context';
import { currentUserQuery, useCurrentUser } from '@/lib/client/use-current-user';
import type { User } from '@/lib/contracts';

/** The URL parameter that opens the application once a page has loaded (`?apply=job`, `?apply=general`). */
const applyParam = 'apply';

/** A job's Apply link before the page's script runs: its own page, which opens the application once loaded. */
export const jobApplyHref = (slug: string) => `/candidates/${slug}?${applyParam}=job`;
/** Submit General Application before the page's script runs: the careers page, opening the form once loaded. */
export const generalApplyHref = `/candidates?${applyParam}=general#openings-title`;

interface ApplyButtonProps {
  /** Where the link leads before hydration (or in a new tab): a page that opens the application on load. */
  href: string;
  onApply: () => void;
  label?: string;
  /** True when the signed-in candidate already applied to this opening. */
  isApplied?: boolean;
  /** Open on load when the page's URL carries `?apply=` this value (the page `href` leads to). */
  applyFromUrl?: 'job' | 'general';
}

/** Whether the URL asks for the application, once: the parameter is dropped so a reload does not ask again. */
function takeApplyParam(value: string): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(applyParam) !== value) return false;
  url.searchParams.delete(applyParam);
  window.history.replaceState(window.history.state, '', url);
  return true;
}

/**
 * A real link, so Apply works before the page's script has loaded; once hydrated it acts in place:
 * visitors get the login dialog, candidates (userType User) apply, other signed-in users see nothing,
 * and an opening already applied to shows a badge instead.
 */
export function ApplyButton({ href, onApply, label = 'Apply Now', isApplied = false, applyFromUrl }: ApplyButtonProps) {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const handled = useRef(false);

  const act = (current: User | null) => {
    if (!current) openAuthDialog('signin');
    else if (current.userType === 'User' && !isApplied) onApply();
  };
  const actOnLoad = useEffectEvent(act);
  // Arrived through `href` (tapped before this page's script ran): act once the user is known.
  useEffect(() => {
    if (!applyFromUrl || isPending || handled.current) return;
    handled.current = true;
    if (takeApplyParam(applyFromUrl)) actOnLoad(user ?? null);
  }, [applyFromUrl, isPending, user]);

  if (user && user.userType !== 'User') return null;
  if (user && isApplied) {
    return (
      <span className="inline-block rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
        Already Applied
      </span>
    );
  }
  return (
    <SiteLink
      href={href}
      prefetch={false}
      className={buttonClass('secondary')}
      onNavigate={(event) => {
        event.preventDefault();
        // Tapped before the user is known: act as soon as the (already requested) answer is in.
        if (isPending) void queryClient.ensureQueryData(currentUserQuery).then(act, () => act(null));
        else act(user ?? null);
      }}
    >
      {label}
    </SiteLink>
  );
}
