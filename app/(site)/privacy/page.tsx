import type { Metadata } from 'next';
import { LoadError } from '@/components/pages/load-error';
import { PrivacyNotice } from '@/components/pages/privacy/privacy-notice';
import { getContent } from '@/lib/upstream/content';

// Rendered on the server from the site settings, regenerated at most once a minute.
export const revalidate = 60;

export const metadata: Metadata = {
  title: 'Privacy Notice',
  description: 'How we collect, use, share and keep your personal data, and how to exercise your rights.',
  alternates: { canonical: '/privacy' },
};

export default async function PrivacyPage() {
  const [company, settings] = await Promise.all([
    getContent('company').catch(() => null),
    getContent('site-setting').catch(() => null),
  ]);
  if (!company) return <LoadError title="Privacy Notice" message="Failed to load data." />;
  return <PrivacyNotice company={company} settings={settings} />;
}
