'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminCall, useAdminMutation } from '../use-admin';

/** The passport number stays masked until staff ask for it; the upstream records every reveal. */
export function PassportReveal({ applicationId, masked }: { applicationId: string; masked: string }) {
  const [number, setNumber] = useState<string>();
  const reveal = useAdminMutation(() =>
    adminCall<{ data: { passportNumber: string } }>(`/applications/${applicationId}/reveal-passport`, 'POST'),
  );
  return (
    <span className="inline-flex items-center gap-3">
      <span className="font-mono" aria-live="polite">
        {number ?? masked}
      </span>
      {!number && (
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
