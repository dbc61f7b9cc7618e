'use client';

import { useAuthDialog } from '@/lib/client/auth-dialog-context';

/** What a signed-out visitor sees on a page for signed-in users: a way to log in, staying on the page. */
export function LogInPrompt({ toSee }: { toSee: string }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <p>
      Please{' '}
      <button type="button" className="font-semibold text-navy underline" onClick={() => openAuthDialog('signin')}>
        log in
      </button>{' '}
      to see {toSee}.
    </p>
  );
}
