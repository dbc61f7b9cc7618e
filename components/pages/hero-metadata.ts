import type { Metadata } from 'next';
import type { HeroSection } from '@/lib/contracts';
import { uploadUrl } from '@/lib/client/upload-url';

type HeroLike = Pick<HeroSection, 'title' | 'description'> & { backgroundImage?: string | null };

/** Title, description and Open Graph of a content page, from its hero (a fixed title if it failed to load). */
export function heroMetadata(hero: HeroLike | null, fallbackTitle: string): Metadata {
  if (!hero) return { title: fallbackTitle };
  // Link previews want about 1200 px; an SVG is sent as it is whatever the width.
  const image = uploadUrl(hero.backgroundImage, 1280);
  return {
    title: hero.title,
    description: hero.description || undefined,
    openGraph: {
      title: hero.title,
      description: hero.description || undefined,
      type: 'website',
      images: image ? [{ url: image }] : undefined,
    },
  };
}
