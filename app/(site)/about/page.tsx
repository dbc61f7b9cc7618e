import type { Metadata } from 'next';
import { CoreValues } from '@/components/pages/about/core-values';
import { LeadershipTeam } from '@/components/pages/about/leadership-team';
import { MissionVision } from '@/components/pages/about/mission-vision';
import { OurStory } from '@/components/pages/about/our-story';
import { CertificatesBlock } from '@/components/pages/certificates-block';
import { heroMetadata } from '@/components/pages/hero-metadata';
import { LoadError } from '@/components/pages/load-error';
import { PageHero } from '@/components/pages/page-hero';
import { getContent } from '@/lib/upstream/content';

// Rendered from the CMS on the server and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const about = await getContent('about-us').catch(() => null);
  return heroMetadata(about?.heroSection ?? null, 'About Us');
}

export default async function AboutPage() {
  const [about, certificates] = await Promise.all([
    getContent('about-us').catch(() => null),
    // The certificates block is secondary: without it the page still shows.
    getContent('certificate').catch(() => null),
  ]);
  if (!about) return <LoadError title="About Us" message="Failed to load data." />;
  return (
    <>
      <PageHero hero={about.heroSection} />
      <OurStory story={about.ourStorySection} />
      <MissionVision section={about.missionVisionSection} />
      <CoreValues section={about.coreValuesSection} />
      <LeadershipTeam section={about.leadershipSection} />
      {certificates ? <CertificatesBlock content={certificates} /> : null}
    </>
  );
}
