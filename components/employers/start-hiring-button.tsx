'use client';

import { useAuthDialog } from '@/lib/client/auth-dialog-context';
import { darkButtons } from '@/components/ui/dark-buttons';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useHiringState } from './hiring-state';
import { loadInquiryForm } from './lazy-inquiry-form';

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
  };
  // An employer is about to open the form: fetch its code now, so it opens at once.
  const prefetch = () => void (user ? loadInquiryForm() : undefined);

  return (
    <button
      id="start-hiring"
      type="button"
      onClick={start}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={darkButtons.solid}
    >
      Start Hiring Process
    </button>
  );
}
