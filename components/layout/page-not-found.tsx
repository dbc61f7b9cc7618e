import { SiteLink } from '@/components/ui/site-link';
import { buttonClass } from '@/components/ui/button';

/** The spec's 404 message (careers-pages-profile §2 "Route table"); the layout around it (the site's shell or the back office) supplies <main>. */
export function PageNotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <svg viewBox="0 0 200 120" width="200" height="120" aria-hidden="true">
        <text x="100" y="90" textAnchor="middle" fontSize="96" fontWeight="700" fill="#a8782a">
          404
        </text>
      </svg>
      <h1 className="mt-4 text-3xl font-bold text-navy">Oops! Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <SiteLink href="/" className={buttonClass('primary', 'mt-6')}>
        Go Back Home
      </SiteLink>
    </div>
  );
}
