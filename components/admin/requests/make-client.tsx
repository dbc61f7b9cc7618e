'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useAdminMutation } from '../use-admin';

/**
 * One step from an inquiry to a client: named as the company, with its business type and location; the
 * sender becomes its contact (an Employer account) or is invited by email. Then the client's page opens.
 * An inquiry already linked to a client links to it instead.
 */
export function MakeClient({
  inquiryId,
  companyName,
  client,
}: {
  inquiryId: string;
  companyName: string;
  client: { _id: string; name: string } | null;
}) {
  const router = useRouter();
  const make = useAdminMutation(
    () => callEndpoint(api.adminClients.fromInquiry, { params: { id: inquiryId } }),
    (r) => `${r.data.name} is now a client`,
  );
  return (
    <section aria-labelledby="client-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="client-heading" className="font-semibold">
        Client
      </h2>
      {client ? (
        <p className="mt-1 text-sm text-slate-600">
          This inquiry belongs to{' '}
          <Link href={`/admin/clients/${client._id}`} className="text-navy underline">
            {client.name}
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Make {companyName} a client: its sender becomes a contact who sees shortlists in the employer portal (or is
            invited by email).
          </p>
          <Button
            className="mt-3"
            disabled={make.isPending}
            onClick={() =>
              make.mutate(undefined, { onSuccess: ({ data }) => router.push(`/admin/clients/${data._id}`) })
            }
          >
            Make a client
          </Button>
        </>
      )}
    </section>
  );
}
