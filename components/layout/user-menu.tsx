'use client';

import dynamic from 'next/dynamic';
import { useAuthDialog } from '@/lib/client/auth-dialog-context';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/client/use-current-user';

// The account dropdown (radix) loads only for signed-in users, off visitors' first load.
const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span className="inline-block h-9 w-28" aria-hidden="true" />,
});

/** Signed out: the Login/Signup button. Signed in: the account menu. */
export function UserMenu() {
  const { data: user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return <span className="inline-block h-9 w-28" aria-hidden="true" />;
  if (!user) return <Button onClick={() => openAuthDialog('signin')}>Login/Signup</Button>;
  return <AccountMenu user={user} />;
}
