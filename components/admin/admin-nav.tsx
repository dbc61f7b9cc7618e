'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { useSignedOut } from '@/lib/client/use-signed-out';
import { sectionOf, sectionsFor } from './admin-sections';
import { useStaffRoles } from './staff-roles';

/**
 * The back office's side navigation: the sections the staff member's roles allow, with the current one
 * marked for screen readers too.
 */
export function AdminNav({ staffName }: { staffName: string }) {
  const pathname = usePathname();
  const links = sectionsFor(useStaffRoles());
  // Nothing a signed-out staff member saw stays in memory for the next one at this computer.
  const signedOut = useSignedOut('/admin/login');
  const current = sectionOf(pathname)?.href;

  const signOut = async () => {
    await callEndpoint(api.auth.logout).catch(() => undefined);
    signedOut();
  };

  return (
    <aside className="bg-navy text-white md:min-h-screen md:w-60 md:shrink-0">
      <div className="px-4 py-4">
        <p className="text-lg font-bold">Back office</p>
        <p className="text-sm text-white/70">{staffName}</p>
      </div>
      <nav aria-label="Back office">
        <ul className="flex flex-wrap gap-1 px-2 pb-2 md:flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={link.href === current ? 'page' : undefined}
                className="block rounded px-3 py-2 text-sm hover:bg-white/10 aria-[current=page]:bg-white/20 aria-[current=page]:font-semibold"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex gap-3 px-4 py-4 text-sm">
        <Link href="/" className="underline">
          View site
        </Link>
        <Link
          href="/admin/security"
          aria-current={pathname === '/admin/security' ? 'page' : undefined}
          className="underline"
        >
          Security
        </Link>
        <button type="button" onClick={signOut} className="underline">
          Sign out
        </button>
      </div>
    </aside>
  );
}
