'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { useMayCall } from '../staff-roles';
import { useAdminMutation } from '../use-admin';

/** The passport number stays masked until staff ask for it; the upstream records every reveal. */
export function PassportReveal({ applicationId, masked }: { applicationId: string; masked: string }) {
  const [number, setNumber] = useState<string>();
  const mayReveal = useMayCall(api.adminApplications.revealPassport);
  const reveal = useAdminMutation(() =>
    callEndpoint(api.adminApplications.revealPassport, { params: { id: applicationId } }),
  );
  return (
    <span className="inline-flex items-center gap-3">
      <span className="font-mono" aria-live="polite">
        {number ?? masked}
      </span>
      {!number && mayReveal && (
        <Button
          variant="outline"
          className="px-2 py-1 text-xs"
          disabled={reveal.isPending}
          onClick={() => reveal.mutate(undefined, { onSuccess: (r) => setNumber(r.data.passportNumber) })}
        >
          Reveal
        </Button>
      )}
    </span>
  );
}
