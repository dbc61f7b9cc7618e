'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { api } from '@/lib/contracts/endpoints/site';
import { myApplicationMessages as messages } from '@/lib/contracts/applications/candidate-messages';

const maxReason = 500;

/** Withdraw, asked once more in place (no modal code on a phone): an optional reason, then confirm. */
export function WithdrawApplication({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Withdraw application
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length > maxReason) return setError(messages.reasonTooLong);
    setBusy(true);
    setError('');
    try {
      const answer = await callEndpoint(api.applications.withdraw, {
        params: { id: applicationId },
        body: { reason },
      });
      notify.success(answer.message);
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, messages.withdrawFailed));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3" noValidate>
      <p className="text-sm font-medium text-slate-800">Withdraw this application? This cannot be undone.</p>
      <FormField
        as="textarea"
        label="Reason (optional)"
        name="reason"
        rows={3}
        maxLength={maxReason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <p className="text-xs text-slate-600">
        {reason.length}/{maxReason}
      </p>
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Withdrawing…' : 'Confirm withdrawal'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
          Keep my application
        </Button>
      </div>
    </form>
  );
}
