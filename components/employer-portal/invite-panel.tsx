'use client';

import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/client/api-fetch';
import { useAuthDialog } from '@/lib/client/auth-dialog-context';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { clientMessages } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints/site';
import { InviteSignUpForm } from './invite-sign-up-form';

/** Marks, across the sign-in (the page reloads its data), that the invitation is to be accepted once signed in. */
const acceptAfterSignIn = 'accept-invite-after-sign-in';

interface Viewer {
  userType: string;
  email: string;
}

/**
 * What an invitation's link offers: a new contact signs up; someone with an account signs in and
 * accepts; a signed-in Employer accepts in one click. The upstream checks the address and the client.
 */
export function InvitePanel({
  token,
  invite,
  viewer,
}: {
  token: string;
  invite: { clientName: string; email: string; hasAccount: boolean };
  viewer: Viewer | null;
}) {
  const router = useRouter();
  const { openAuthDialog } = useAuthDialog();
  const accept = useMutation({
    mutationFn: () => callEndpoint(api.employer.acceptInvite, { params: { token } }),
    onSuccess: ({ message }) => {
      notify.success(message);
      router.replace('/employer');
      router.refresh();
    },
  });
  const problem = accept.error
    ? errorMessage(accept.error, 'The invitation could not be accepted. Please try again.')
    : '';

  const isEmployer = viewer?.userType === 'Employer';
  useEffect(() => {
    if (!isEmployer || sessionStorage.getItem(acceptAfterSignIn) !== token) return;
    sessionStorage.removeItem(acceptAfterSignIn);
    // Once, when the page comes back signed in after "Sign in and accept".
    accept.mutate();
  }, [isEmployer, token, accept]);

  if (viewer && !isEmployer) return <p>{clientMessages.notEmployerAccount}</p>;
  if (viewer) {
    return (
      <div className="space-y-3">
        {viewer.email.toLowerCase() !== invite.email.toLowerCase() ? (
          <p>
            You are signed in as {viewer.email}. {clientMessages.inviteOtherEmail}
          </p>
        ) : (
          <Button onClick={() => accept.mutate()} disabled={accept.isPending || accept.isSuccess}>
            {accept.isPending ? 'Accepting…' : 'Accept the invitation'}
          </Button>
        )}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
  if (invite.hasAccount) {
    return (
      <div className="space-y-3">
        <p>An account with {invite.email} already exists: sign in with it, and the invitation is accepted.</p>
        <Button
          onClick={() => {
            sessionStorage.setItem(acceptAfterSignIn, token);
            openAuthDialog('signin');
          }}
        >
          Sign in and accept
        </Button>
      </div>
    );
  }
  return <InviteSignUpForm token={token} email={invite.email} />;
}
