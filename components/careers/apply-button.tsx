'use client';

import { useAuthDialog } from '@/lib/client/auth-dialog-context';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/client/use-current-user';

interface ApplyButtonProps {
  onApply: () => void;
  label?: string;
  /** True when the signed-in candidate already applied to this opening. */
  isApplied?: boolean;
}

/**
 * Visitors get the login dialog; candidates (userType User) apply; other signed-in users see
 * nothing. An opening already applied to shows a badge instead.
 */
export function ApplyButton({ onApply, label = 'Apply Now', isApplied = false }: ApplyButtonProps) {
  const { data: user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return null;
  if (!user) {
    return (
      <Button variant="secondary" onClick={() => openAuthDialog('signin')}>
        {label}
      </Button>
    );
  }
  if (user.userType !== 'User') return null;
  if (isApplied) {
    return (
      <span className="inline-block rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
        Already Applied
      </span>
    );
  }
  return (
    <Button variant="secondary" onClick={onApply}>
      {label}
    </Button>
  );
}
