'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import type { Passkey } from '@/lib/contracts/staff-auth/second-factor';
import { formatDate } from '../format';
import { QueryState } from '../query-state';
import { RecoveryCodes } from '../sign-in/recovery-codes';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { AddPasskeyForm } from './add-passkey-form';

/** A staff member's own second factors: the authenticator app, recovery codes and passkeys. */
export function SecurityPanel() {
  const status = useAdminQuery(api.adminSecurity.status);
  const [newCodes, setNewCodes] = useState<string[]>();
  const renew = useAdminMutation(
    () => callEndpoint(api.adminSecurity.newRecoveryCodes),
    'New recovery codes made. The old ones no longer work.',
  );
  const data = status.data?.data;
  if (!data) return <QueryState isPending={status.isPending} error={status.error} />;

  return (
    <div className="max-w-2xl space-y-8">
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-navy">Authenticator app</h2>
        <p className="text-sm text-slate-700">
          You sign in with your password and a code from your authenticator app, or with a passkey below.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-navy">Recovery codes</h2>
        <p className="text-sm text-slate-700">{data.recoveryCodesLeft} unused recovery codes left.</p>
        {newCodes && <RecoveryCodes codes={newCodes} />}
        <Button
          variant="outline"
          disabled={renew.isPending}
          onClick={() => renew.mutate(undefined, { onSuccess: (answer) => setNewCodes(answer.data.recoveryCodes) })}
        >
          Make new recovery codes
        </Button>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-navy">Passkeys</h2>
        <p className="text-sm text-slate-700">
          A passkey signs you in instead of a code: your device checks your fingerprint, face or PIN.
        </p>
        {data.passkeys.length === 0 ? (
          <p className="text-sm text-slate-600">No passkey yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y rounded border bg-white">
            {data.passkeys.map((passkey) => (
              <PasskeyItem key={passkey._id} passkey={passkey} />
            ))}
          </ul>
        )}
        <AddPasskeyForm />
      </section>
    </div>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const remove = useAdminMutation(
    () => callEndpoint(api.adminSecurity.removePasskey, { params: { id: passkey._id } }),
    'Passkey removed.',
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      <span>
        <span className="font-semibold">{passkey.name}</span>
        <span className="text-slate-600">
          {' '}
          · added {formatDate(passkey.createdAt)}
          {passkey.lastUsedAt ? ` · last used ${formatDate(passkey.lastUsedAt)}` : ' · not used yet'}
        </span>
      </span>
      <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
        Remove {passkey.name}
      </Button>
    </li>
  );
}
