'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { User } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import type { TotpEnrolment } from '@/lib/contracts/staff-auth/second-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/**
 * A staff account's first sign-in: add the account to an authenticator app (QR code, or the secret
 * typed in), confirm with its first code, then write down the recovery codes before going on.
 */
export function TotpEnrolment({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<{ user: User; recoveryCodes: string[] }>();

  useEffect(() => {
    callEndpoint(api.secondFactor.startEnrolment).then(setEnrolment, (err: unknown) =>
      setFailure(errorMessage(err, 'The set-up could not start. Please sign in again.')),
    );
  }, []);

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <RecoveryCodes codes={done.recoveryCodes} />
        <Button className="w-full" onClick={() => onSignedIn(done.user)}>
          I have kept my recovery codes
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <h2 className="font-semibold text-navy">Set up your authenticator app</h2>
      <p className="text-sm text-slate-600">
        Staff accounts sign in with a second step. Scan this QR code with an authenticator app (Google Authenticator,
        Microsoft Authenticator, 1Password…), or type in the key below.
      </p>
      <FormError message={failure} />
      {enrolment && (
        <>
          {/* The upstream draws the QR code as SVG (no script, no image request). */}
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="mx-auto w-48"
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p className="text-sm">
            Key:{' '}
            <code data-testid="totp-secret" className="break-all font-mono">
              {enrolment.secret}
            </code>
          </p>
          <CodeForm
            submitLabel="Confirm and sign in"
            hint="Then enter the 6-digit code the app shows."
            send={async (code) => {
              const answer = await callEndpoint(api.secondFactor.confirmEnrolment, { body: { code } });
              setDone({ user: answer.data, recoveryCodes: answer.recoveryCodes });
            }}
          />
        </>
      )}
    </div>
  );
}
