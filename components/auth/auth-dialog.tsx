'use client';

import { Dialog } from '@/components/ui/dialog';
import type { AuthMode } from '@/lib/client/auth-dialog-context';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** The modal that holds either the Login or the Sign Up form and switches between them. */
export function AuthDialog({
  mode,
  onModeChange,
}: {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode | null) => void;
}) {
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => !open && onModeChange(null)}
      title={mode === 'signup' ? 'Sign Up' : 'Login'}
    >
      {mode === 'signup' ? (
        <SignupForm onSwitchToLogin={() => onModeChange('signin')} />
      ) : (
        <LoginForm onSwitchToSignup={() => onModeChange('signup')} onSuccess={() => onModeChange(null)} />
      )}
    </Dialog>
  );
}
