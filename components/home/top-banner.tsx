import { SiteLink } from '@/components/ui/site-link';
import type { BannerContent } from '@/lib/contracts';

/** The thin announcement strip above the hero; hidden when the CMS switches it off or leaves it empty. */
export function TopBanner({ banner }: { banner: BannerContent | null }) {
  if (!banner?.isVisible || !banner.text) return null;
  return (
    <aside aria-label="Announcement" className="bg-navy px-4 py-2 text-center text-sm text-white">
      <p>
        {banner.text}
        {banner.link && banner.linkText ? (
          <>
            {' '}
            <SiteLink
              href={banner.link}
              className="font-semibold text-gold-light underline underline-offset-2 hover:text-white"
            >
              {banner.linkText}
            </SiteLink>
          </>
        ) : null}
      </p>
    </aside>
  );
}
