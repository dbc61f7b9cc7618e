import type { MyInvitation } from '@/lib/contracts/interviews/interview';
import { InterviewCard } from './interview-card';

/** The candidate's interview invitations, above their applications; nothing when there are none. */
export function InterviewList({ invitations }: { invitations: MyInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-label="Interviews" className="mb-6">
      <ul className="space-y-4">
        {invitations.map((invitation) => (
          <InterviewCard key={invitation._id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
