import { PlainImage } from '@/components/ui/plain-image';
import { SiteLink } from '@/components/ui/site-link';
import type { CompanyContent } from '@/lib/contracts';
import { MobileMenu } from './mobile-menu';
import { navLinks } from './nav-links';
import { UserMenu } from './user-menu';

export function Header({ company }: { company: CompanyContent }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <SiteLink href="/" className="shrink-0" aria-label={`${company.name} – home`}>
          {company.headerLogo ? (
            // Above the fold, but the hero is the page's largest picture: fetched at once, not preloaded.
            <PlainImage file={company.headerLogo} alt="" width={180} height={40} eager />
          ) : (
            <span className="font-semibold text-navy">{company.name}</span>
          )}
        </SiteLink>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex gap-5 text-sm font-medium text-slate-700">
            {navLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-gold-dark">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* As tall as the signed-in account menu, so the page does not shift once the user is known. */}
        <div className="flex h-11 items-center gap-2">
          <UserMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
