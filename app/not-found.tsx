import { PageNotFound } from '@/components/layout/page-not-found';
import { SiteShell } from '@/app/site-shell';

export const metadata = { title: 'Page Not Found' };

/** Any path no page claims: the 404 inside the public site's shell, prerendered like the pages. */
export default function NotFound() {
  return (
    <SiteShell>
      <PageNotFound />
    </SiteShell>
  );
}
