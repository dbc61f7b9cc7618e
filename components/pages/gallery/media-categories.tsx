import { GridCardImage } from '@/components/ui/grid-card-image';
import type { MediaGalleryContent } from '@/lib/contracts';

/** Each category with its photos, a tag badge and a caption. */
export function MediaCategories({ categories }: { categories: MediaGalleryContent['mediaGallery'] }) {
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 pb-16">
      {categories.map((category) => (
        <section key={category._id} aria-labelledby={`gallery-${category._id}`}>
          <h2 id={`gallery-${category._id}`} className="mb-6 text-2xl font-bold text-navy sm:text-3xl">
            {category.category}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {category.medias.map((media) => {
              return (
                <li key={media._id}>
                  <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                    <div className="relative aspect-[4/3] bg-slate-200">
                      {media.image ? (
                        <GridCardImage file={media.image} alt={media.message || media.tag || category.category} />
                      ) : null}
                      {media.tag ? (
                        <span className="absolute left-3 top-3 rounded-full bg-navy px-3 py-1 text-xs font-semibold text-white">
                          {media.tag}
                        </span>
                      ) : null}
                    </div>
                    {media.message ? (
                      <figcaption className="p-4 text-sm text-slate-700">{media.message}</figcaption>
                    ) : null}
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
