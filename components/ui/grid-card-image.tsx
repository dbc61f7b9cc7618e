import { PlainImage } from './plain-image';

/**
 * The box of a card in the pages' 1/2/3-column grids (max-w-7xl, px-4, gap-6): the full width less
 * its padding on phones, half from 640 px, a third from 1024 px, at most 400 px.
 */
const gridCardSizes =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/** An uploaded picture filling its positioned box, sized for a 1/2/3-column card grid. */
export function GridCardImage({ file, alt }: { file: string; alt: string }) {
  // Widest just below 640 px, one column: 608 px.
  return <PlainImage file={file} alt={alt} fill sizes={gridCardSizes} maxWidth={608} className="object-cover" />;
}
