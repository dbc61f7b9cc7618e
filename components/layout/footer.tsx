import { PlainImage } from '@/components/ui/plain-image';
import { SiteLink } from '@/components/ui/site-link';
import type { AgencyLicence, CompanyContent, ServicesContent } from '@/lib/contracts';
import { navLinks } from './nav-links';

interface FooterProps {
  company: CompanyContent;
  services: ServicesContent | null;
  /** The agency's DMW licence, which every page of a licensed agency's site shows. */
  licence: AgencyLicence | null;
}

/** Quick Links, the services list, company contact data, the DMW licence, copyright and the footer logo. */
export function Footer({ company, services, licence }: FooterProps) {
  const specializations = services?.recruitmentSection.specializations ?? [];
  return (
    <footer className="bg-navy text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {company.footerLogo ? (
            <PlainImage file={company.footerLogo} alt={company.name} width={180} height={40} />
          ) : null}
        </div>
        <nav aria-label="Quick Links">
          <h2 className="mb-3 font-semibold text-white">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {navLinks.slice(0, 5).map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-white">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Services">
          <h2 className="mb-3 font-semibold text-white">Services</h2>
          {specializations.length === 0 ? (
            <p className="text-sm">Failed to load services</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {specializations.map((s) => (
                <li key={s._id}>
                  <SiteLink href={`/services?service=${s._id}`} className="hover:text-white">
                    {s.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {/* The heading stays outside <address>, which may hold no headings. */}
        <div className="text-sm">
          <h2 className="mb-3 font-semibold text-white">Contact</h2>
          <address className="space-y-2 not-italic">
            <p>
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className="hover:text-white">
                {company.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="hover:text-white">
                {company.email}
              </a>
            </p>
            <p>{company.location}</p>
          </address>
        </div>
      </div>
      {licence?.licenceNumber ? (
        <p className="border-t border-white/10 px-4 pt-4 text-center text-xs text-slate-200" data-footer-licence>
          {licence.agencyName || company.name}: DMW licence no. {licence.licenceNumber}
          {licence.validUntil ? `, valid until ${licence.validUntil}` : ''}
          {licence.address ? `. ${licence.address}` : ''}
        </p>
      ) : null}
      <p
        className={`${licence?.licenceNumber ? 'pt-2' : 'border-t border-white/10 pt-4'} px-4 pb-4 text-center text-xs text-slate-300`}
      >
        {company.copyRightText}{' '}
        <SiteLink href="/privacy" className="underline hover:text-white">
          Privacy Notice
        </SiteLink>
      </p>
    </footer>
  );
}
