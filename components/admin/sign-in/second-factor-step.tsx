'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { User } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import type { SecondFactorStep as Step } from '@/lib/contracts/staff-auth/second-factor';
import { CodeForm } from './code-form';
import { answerWithPasskey } from './passkey-ceremonies';
import { TotpEnrolment } from './totp-enrolment';

/** After a staff member's password: a code from the authenticator app, a passkey, or the app's set-up. */
export function SecondFactorStep({
  step,
  onSignedIn,
}: {
  step: Step['secondFactor'];
  onSignedIn: (user: User) => void;
}) {
  const [failure, setFailure] = useState<string>();
  if (step.step === 'enrol') return <TotpEnrolment onSignedIn={onSignedIn} />;

  const usePasskey = async () => {
    setFailure(undefined);
    try {
      const options = await callEndpoint(api.secondFactor.passkeyOptions);
      const passkey = await answerWithPasskey(options);
      const { data } = await callEndpoint(api.secondFactor.verify, { body: { passkey } });
      onSignedIn(data);
    } catch (err) {
      setFailure(errorMessage(err, 'The passkey did not work. Enter a code from your authenticator app instead.'));
    }
  };

  return (
    <div className="mt-6 space-y-4">
      <h2 className="font-semibold text-navy">Second step</h2>
      <CodeForm
        submitLabel="Sign in"
        send={async (code) => onSignedIn((await callEndpoint(api.secondFactor.verify, { body: { code } })).data)}
      />
      {step.passkey && (
        <>
          <Button variant="outline" className="w-full" onClick={usePasskey}>
            Use a passkey instead
          </Button>
          <FormError message={failure} />
        </>
      )}
    </div>
  );
}
