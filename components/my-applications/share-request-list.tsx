import type { ShareRequest } from '@/lib/contracts/shortlists/share-requests';
import { ShareRequestCard } from './share-request-card';

/** The agency's open questions to the candidate, above their applications; nothing when there are none. */
export function ShareRequestList({ requests }: { requests: ShareRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-label="Questions from the agency" className="mb-6">
      <ul className="space-y-4">
        {requests.map((request) => (
          <ShareRequestCard key={request._id} request={request} />
        ))}
      </ul>
    </section>
  );
}
