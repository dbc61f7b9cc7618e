'use client';

import { Spinner } from '@/components/ui/spinner';
import { candidateProfileMessages } from '@/lib/contracts/candidates/profile';
import { useCandidateProfile } from '@/lib/client/use-candidate-profile';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { CandidateProfileDetails } from './candidate-profile-details';
import { CandidateProfileFiles } from './candidate-profile-files';

/** "My application profile" on /update-profile: for candidate accounts only, their details and saved files. */
export function CandidateProfileSection() {
  const { data: user } = useCurrentUser();
  const candidate = user?.userType === 'User';
  const profile = useCandidateProfile(candidate);
  if (!user || !candidate) return null;
  return (
    <section aria-labelledby="application-profile-title" className="mt-10 space-y-4">
      <h2 id="application-profile-title" className="text-2xl font-bold text-navy">
        {candidateProfileMessages.sectionTitle}
      </h2>
      <p className="text-sm text-slate-700">{candidateProfileMessages.sectionIntro}</p>
      {profile.data ? (
        <>
          <CandidateProfileDetails user={user} profile={profile.data} />
          <CandidateProfileFiles profile={profile.data} />
        </>
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your application profile could not be loaded. Please reload the page.
        </p>
      ) : (
        <Spinner label="Loading your application profile…" />
      )}
    </section>
  );
}
