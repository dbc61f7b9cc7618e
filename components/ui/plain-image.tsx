import type { CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import { uploadImageSources } from '@/lib/client/image-srcset';

const fillStyle: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

type PlainImageProps = {
  /** The upload's stored name (as content documents hold it). */
  file: string;
  alt: string;
  className?: string;
  /** The page's largest picture (its LCP): a preload link with its srcset, fetched at high priority. */
  preload?: boolean;
  /** Above the fold but not the largest: fetched at once rather than lazily, without a preload. */
  eager?: boolean;
} & (
  | {
      fill: true;
      /** The box's width as the page lays it out (the <img> `sizes`). */
      sizes: string;
      /** The widest the box ever is, in CSS px: copies up to twice that are offered. */
      maxWidth: number;
      width?: never;
      height?: never;
    }
  | { fill?: false; width: number; height: number; sizes?: never; maxWidth?: never }
);

/**
 * An uploaded picture as a plain <img> with a srcset of the upstream's WebP copies (`?w=`), so a
 * phone downloads a copy near its box's size: lazy unless preloaded or eager, decoded off the main
 * thread, `fill` covering its positioned box, width and height otherwise (no layout shift). What
 * next/image gives, without its client code (about 4 KB gzip in every page's first load).
 */
export function PlainImage(props: PlainImageProps) {
  const { file, alt, className, preload = false, eager = false, fill, width, height } = props;
  const sizes = fill ? props.sizes : `${width}px`;
  const sources = uploadImageSources(file, { sizes, maxWidth: fill ? props.maxWidth : width });
  const { src, srcSet } = sources;
  if (preload) {
    preloadResource(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sources.sizes } : {}),
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point of this component (see above)
    <img
      src={src}
      srcSet={srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={preload || eager ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      decoding="async"
      className={className}
      style={fill ? fillStyle : undefined}
    />
  );
}
