import { GridCardImage } from '@/components/ui/grid-card-image';
import { ContentIcon } from '@/components/ui/content-icon';
import { StarRating } from '@/components/ui/star-rating';
import type { PartnerContent } from '@/lib/contracts';
import { SectionHeading } from '@/components/ui/section-heading';

/** Partner categories, each with its places: image, badge, name, location, professionals, description, stars. */
export function PartnerCategories({ section }: { section: PartnerContent['ourPartnerSection'] }) {
  return (
    <section aria-labelledby="our-partners" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="our-partners" title={section.title} subtitle={section.subtitle} />
      <div className="space-y-14">
        {section.categories.map((category) => (
          <section key={category._id} aria-labelledby={`partner-category-${category._id}`}>
            <div className="mb-6 flex items-center gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-navy text-white">
                <ContentIcon name={category.icon} />
              </span>
              <div>
                <h3 id={`partner-category-${category._id}`} className="text-xl font-bold text-navy">
                  {category.category}
                </h3>
                {category.subTitle ? <p className="text-sm text-slate-600">{category.subTitle}</p> : null}
              </div>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {category.places.map((place) => {
                return (
                  <li key={place._id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                    <div className="relative aspect-[16/10] bg-slate-200">
                      {place.image ? <GridCardImage file={place.image} alt={place.name} /> : null}
                      {place.badge ? (
                        <span className="absolute right-3 top-3 rounded-full bg-gold-dark px-3 py-1 text-xs font-semibold text-white">
                          {place.badge}
                        </span>
                      ) : null}
                    </div>
                    <div className="p-5">
                      <h4 className="text-lg font-semibold text-navy">{place.name}</h4>
                      {place.location ? (
                        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                          <ContentIcon name="map-pin" className="h-4 w-4 shrink-0" />
                          {place.location}
                        </p>
                      ) : null}
                      {place.professionals ? (
                        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                          <ContentIcon name="users" className="h-4 w-4 shrink-0" />
                          {place.professionals}
                        </p>
                      ) : null}
                      <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-200 pt-3">
                        <p className="text-sm font-medium text-gold-dark">{place.description || 'Premium Partner'}</p>
                        <StarRating rating={5} look="solid" className="h-4 w-4" />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
