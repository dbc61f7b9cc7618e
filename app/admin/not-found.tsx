import { PageNotFound } from '@/components/layout/page-not-found';

export const metadata = { title: 'Page Not Found' };

/** The back office's 404: the same message, none of the public site's shell. */
export default function AdminNotFound() {
  return <PageNotFound />;
}
