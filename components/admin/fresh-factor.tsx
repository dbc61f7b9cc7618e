'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { ApiError, errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { freshFactorCode, freshFactorMinutes } from '@/lib/contracts/staff-auth/second-factor';
import { CodeForm } from './sign-in/code-form';
import { answerWithPasskey } from './sign-in/passkey-ceremonies';

/** Asks the staff member for a second factor; resolves true once one is confirmed, false if they close. */
type Ask = () => Promise<boolean>;
const FreshFactorContext = createContext<Ask>(async () => false);

/**
 * The back office's prompt for a fresh second factor: exporting every application, erasing an account
 * or changing roles needs one from the last minutes; the server says so (403 with its code) and this
 * asks for a code (or a passkey), then lets the action go on.
 */
export function FreshFactorProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<(confirmed: boolean) => void>();
  const ask = useCallback(() => new Promise<boolean>((resolve) => setWaiting(() => resolve)), []);
  const close = (confirmed: boolean) => {
    waiting?.(confirmed);
    setWaiting(undefined);
  };
  return (
    <FreshFactorContext.Provider value={ask}>
      {children}
      <Dialog open={waiting !== undefined} onOpenChange={(open) => !open && close(false)} title="Confirm it is you">
        {waiting && <FreshFactorForm onConfirmed={() => close(true)} />}
      </Dialog>
    </FreshFactorContext.Provider>
  );
}

function FreshFactorForm({ onConfirmed }: { onConfirmed: () => void }) {
  const [failure, setFailure] = useState<string>();
  const [hasPasskey, setHasPasskey] = useState(false);
  const { confirmFreshFactor, freshFactorPasskeyOptions, status } = api.adminSecurity;
  useEffect(() => {
    callEndpoint(status).then(
      ({ data }) => setHasPasskey(data.passkeys.length > 0),
      () => undefined,
    );
  }, [status]);

  const usePasskey = async () => {
    setFailure(undefined);
    try {
      const { data: options } = await callEndpoint(freshFactorPasskeyOptions);
      await callEndpoint(confirmFreshFactor, { body: { passkey: await answerWithPasskey(options) } });
      onConfirmed();
    } catch (err) {
      setFailure(errorMessage(err, 'The passkey did not work. Enter a code instead.'));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        This needs a second factor from the last {freshFactorMinutes} minutes. It then goes ahead.
      </p>
      <CodeForm
        submitLabel="Confirm"
        send={async (code) => {
          await callEndpoint(confirmFreshFactor, { body: { code } });
          onConfirmed();
        }}
      />
      {hasPasskey && (
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

/** Runs a back-office call; when the server asks for a fresh second factor, asks for one and runs it again. */
export function useWithFreshFactor() {
  const ask = useContext(FreshFactorContext);
  return useCallback(
    async <T,>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (err) {
        if (!(err instanceof ApiError && err.code === freshFactorCode) || !(await ask())) throw err;
        return run();
      }
    },
    [ask],
  );
}

/**
 * Before following a link whose call needs a fresh second factor (a download): true when this session
 * gave one recently enough, or gives one now.
 */
export function useEnsureFreshFactor() {
  const ask = useContext(FreshFactorContext);
  return useCallback(async () => {
    const { data } = await callEndpoint(api.adminSecurity.status);
    // A minute's margin: the download must not reach the server just after the window closed.
    const fresh = data.freshUntil !== null && new Date(data.freshUntil).getTime() > Date.now() + 60_000;
    return fresh || ask();
  }, [ask]);
}
