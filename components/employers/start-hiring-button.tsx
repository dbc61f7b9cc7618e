'use client';

import { useAuthDialog } from '@/lib/client/auth-dialog-context';
import { darkButtons } from '@/components/ui/dark-buttons';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useHiringState } from './hiring-state';

/** Visitors get the login dialog, employers the inquiry form; other signed-in types see no button. */
export function StartHiringButton() {
  const { data: user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const { setFormOpen } = useHiringState();

  if (isPending) return null;
  if (user && user.userType !== 'Employer') return null;

  const start = () => {
    if (!user) return openAuthDialog('signin');
    setFormOpen(true);
    // The form replaces the main column; bring it into view for everyone, keyboard users included.
    requestAnimationFrame(() => document.getElementById('inquiry-form')?.focus());
  };

  return (
    <button id="start-hiring" type="button" onClick={start} className={darkButtons.solid}>
      Start Hiring Process
    </button>
  );
}
