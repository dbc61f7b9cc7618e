'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { SiteLink } from '@/components/ui/site-link';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { HeroSlide } from '@/lib/contracts';

const arrowClass =
  'absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy';

/** A slide's pictures, rendered by the server (hero-slides.tsx): their srcset code stays out of this island. */
export interface SlidePictures {
  background: ReactNode;
  foreground: ReactNode;
}

/** The looping hero slider: previous/next arrows and clickable bullets, one slide in view. */
export function HeroCarousel({ slides, pictures }: { slides: HeroSlide[]; pictures: SlidePictures[] }) {
  // Embla's duration is not in ms (default 25); 30 gives a glide of about 600 ms, the spec's speed (site-shell-auth-home §9).
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, duration: 30 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  if (slides.length === 0) return null;
  const multiple = slides.length > 1;

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative bg-navy-dark">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => {
            const light = slide.titleColor === 'white';
            return (
              <div
                key={slide._id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                // Off-screen slides keep their links out of the tab order.
                inert={index !== selected}
                className="relative min-w-0 shrink-0 grow-0 basis-full"
                style={{ backgroundColor: slide.bgColor || undefined }}
              >
                {pictures[index]?.background}
                {/* White titles over a photo need a scrim to stay readable. */}
                {slide.bgimage && light ? <div className="absolute inset-0 bg-black/45" aria-hidden="true" /> : null}
                <div className="relative mx-auto grid min-h-[420px] max-w-7xl items-center gap-8 px-14 py-12 md:grid-cols-2 md:px-16">
                  <div>
                    <p
                      className={`text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl ${light ? 'text-white' : 'text-black'}`}
                    >
                      {slide.title}
                    </p>
                    {slide.buttons.length > 0 ? (
                      <div className="mt-6 flex flex-wrap gap-3">
                        {slide.buttons.map((button, i) => (
                          <SiteLink
                            key={button._id}
                            href={button.link}
                            className={`inline-flex items-center rounded-md px-5 py-3 text-sm font-semibold shadow focus-visible:outline-2 focus-visible:outline-offset-2 ${
                              i === 0
                                ? 'bg-gold-dark text-white hover:bg-navy focus-visible:outline-gold-dark'
                                : 'bg-white text-navy hover:bg-gold-light focus-visible:outline-white'
                            }`}
                          >
                            {button.text}
                          </SiteLink>
                        ))}
                      </div>
                    ) : null}
                  </div>
                  {slide.image ? (
                    <div className="relative hidden h-72 md:block lg:h-80">{pictures[index]?.foreground}</div>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>

      {multiple ? (
        <>
          <button
            type="button"
            onClick={scrollPrev}
            aria-label="Previous slide"
            className={`${arrowClass} left-2 sm:left-4`}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            onClick={scrollNext}
            aria-label="Next slide"
            className={`${arrowClass} right-2 sm:right-4`}
          >
            <Chevron direction="right" />
          </button>
          <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center gap-1">
            {slides.map((slide, index) => (
              <button
                key={slide._id}
                type="button"
                onClick={() => emblaApi?.scrollTo(index)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                // A 24px hit area around a small dot, large enough to tap.
                className="group flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  className={`block h-2.5 rounded-full border border-navy/40 transition-all ${index === selected ? 'w-6 bg-gold-dark' : 'w-2.5 bg-white group-hover:bg-gold-light'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
