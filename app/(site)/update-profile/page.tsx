import type { Metadata } from 'next';
import { DataRights } from '@/components/account/data-rights';
import { PhoneMessageSettings } from '@/components/account/phone-message-settings';
import { ProfileForm } from '@/components/account/profile-form';
import { LogInPrompt } from '@/components/auth/log-in-prompt';
import { LazyCandidateProfileSection } from '@/components/careers/lazy-candidate-profile-section';
import { SiteLink } from '@/components/ui/site-link';
import { getLookup } from '@/lib/upstream/content';

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } };

export default async function UpdateProfilePage() {
  const businessTypes = await getLookup('business-type').catch(() => []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-6 text-3xl font-bold text-navy">Update Profile</h1>
      <ProfileForm businessTypes={businessTypes} signedOut={<LogInPrompt toSee="your profile" />} />
      <PhoneMessageSettings />
      <LazyCandidateProfileSection />
      <DataRights />
      <p className="mt-8 text-sm text-slate-700">
        Candidates:{' '}
        <SiteLink href="/job-alerts" className="text-navy underline">
          see and remove your job alerts
        </SiteLink>
        .
      </p>
    </section>
  );
}
