import type { HeroSlide } from '@/lib/contracts';
import { PlainImage } from '@/components/ui/plain-image';
import { HeroCarousel } from './hero-carousel';

/**
 * The hero slider with its pictures rendered here, on the server, and handed to the client island
 * as elements: the srcset code never reaches the browser, and the preload is in the page's head.
 */
export function HeroSlides({ slides }: { slides: HeroSlide[] }) {
  const pictures = slides.map((slide, index) => ({
    // The first slide's background is the home page's LCP on phones: preloaded with its srcset.
    background: slide.bgimage ? (
      <PlainImage
        file={slide.bgimage}
        alt=""
        fill
        sizes="100vw"
        maxWidth={1920}
        preload={index === 0}
        className="object-cover"
      />
    ) : null,
    // Shown from 768 px only (lazy, so phones never fetch it): half the slide's grid.
    foreground: slide.image ? (
      <PlainImage
        file={slide.image}
        alt=""
        fill
        sizes="(min-width: 1280px) 560px, calc(50vw - 80px)"
        maxWidth={560}
        className="object-contain"
      />
    ) : null,
  }));
  return <HeroCarousel slides={slides} pictures={pictures} />;
}
