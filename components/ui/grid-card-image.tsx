import { PlainImage } from './plain-image';

/** An uploaded picture filling its positioned box, sized for a 1/2/3-column card grid. */
export function GridCardImage({ src, alt }: { src: string; alt: string }) {
  // Uploads reach the browser through the /uploads rewrite to the upstream, so they are served as stored.
  return <PlainImage src={src} alt={alt} fill className="object-cover" />;
}
