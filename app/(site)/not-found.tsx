import { PageNotFound } from '@/components/layout/page-not-found';

export const metadata = { title: 'Page Not Found' };

/** A page's own 404 (an unknown or closed job), inside the layout's shell. */
export default function SiteNotFound() {
  return <PageNotFound />;
}
