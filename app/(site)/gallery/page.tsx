import type { Metadata } from 'next';
import { GalleryStatistics } from '@/components/pages/gallery/gallery-statistics';
import { MediaCategories } from '@/components/pages/gallery/media-categories';
import { SuccessStoryCta } from '@/components/pages/gallery/success-story-cta';
import { heroMetadata } from '@/components/pages/hero-metadata';
import { LoadError } from '@/components/pages/load-error';
import { PageHero } from '@/components/pages/page-hero';
import { getContent } from '@/lib/upstream/content';

// Rendered from the CMS on the server and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const gallery = await getContent('media-gallery').catch(() => null);
  return heroMetadata(gallery?.heroSection ?? null, 'Media Gallery');
}

export default async function GalleryPage() {
  const gallery = await getContent('media-gallery').catch(() => null);
  if (!gallery) return <LoadError title="Media Gallery" message="Error loading media gallery" />;
  return (
    <>
      <PageHero hero={gallery.heroSection} />
      <GalleryStatistics cards={gallery.statisticsCards} />
      <MediaCategories categories={gallery.mediaGallery} />
      <SuccessStoryCta cta={gallery.successStoryCTA} />
    </>
  );
}
