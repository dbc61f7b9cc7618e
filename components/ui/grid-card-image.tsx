import Image from 'next/image';

/** An uploaded picture filling its positioned box, sized for a 1/2/3-column card grid. */
export function GridCardImage({ src, alt }: { src: string; alt: string }) {
  // Uploads reach the browser through the /uploads rewrite to the upstream, so they are served as stored.
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      className="object-cover"
      unoptimized
    />
  );
}
