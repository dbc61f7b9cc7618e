import type { CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';

const fillStyle: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

type PlainImageProps = {
  src: string;
  alt: string;
  className?: string;
  /** The page's largest picture: fetched at once (a preload link, high priority) instead of lazily. */
  preload?: boolean;
} & ({ fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number });

/**
 * An uploaded picture as a plain <img>: lazy unless preloaded, decoded off the main thread, `fill`
 * covering its positioned box. What next/image gives an unoptimized picture, without its client
 * code (about 4 KB gzip in every page's first load): uploads are served as they are stored.
 */
export function PlainImage({ src, alt, className, preload = false, fill, width, height }: PlainImageProps) {
  if (preload) preloadResource(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point of this component (see above)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={preload ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      decoding="async"
      className={className}
      style={fill ? fillStyle : undefined}
    />
  );
}
