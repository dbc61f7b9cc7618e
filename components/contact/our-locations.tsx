import { ContentIcon } from '@/components/ui/content-icon';
import type { ContactInfoContent } from '@/lib/contracts';

/** 'Our Locations': the distinct places the offices are in (city and country). */
export function OurLocations({ offices }: { offices: ContactInfoContent['offices'] }) {
  const places = [...new Set(offices.map((o) => [o.city, o.country].filter(Boolean).join(', ')).filter(Boolean))];
  return (
    <section aria-labelledby="our-locations" className="rounded-2xl bg-gold-light p-6">
      <h2 id="our-locations" className="flex items-center gap-2 text-lg font-semibold text-navy">
        <ContentIcon name="globe" className="h-5 w-5" />
        Our Locations
      </h2>
      {places.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No office data available.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {places.map((place) => (
            <li key={place} className="flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm text-navy">
              <ContentIcon name="map-pin" className="h-4 w-4" />
              {place}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
