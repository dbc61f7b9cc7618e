import { SiteLink } from '@/components/ui/site-link';
import { navLinks } from './nav-links';

/** The header links as the menu lists them, in the disclosure before hydration and in the slide-out panel. */
export function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {navLinks.map((link) => (
        <li key={link.href}>
          <SiteLink
            href={link.href}
            onClick={onNavigate}
            className="block rounded px-3 py-2 font-medium text-slate-800 hover:bg-slate-100"
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
