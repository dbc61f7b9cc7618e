import { notFound } from 'next/navigation';

/** Unknown back-office paths get the back office's 404, not the public one with the site's shell. */
export default function UnknownAdminPath() {
  notFound();
}
