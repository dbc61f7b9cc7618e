import { ContentIcon } from '@/components/ui/content-icon';
import type { CertificatesContent } from '@/lib/contracts';
import { SectionHeading } from '@/components/ui/section-heading';

/** Licences and certificates: icon and name, with each description where the page shows it (Partners). */
export function CertificatesBlock({
  content,
  showDescriptions = false,
}: {
  content: CertificatesContent;
  showDescriptions?: boolean;
}) {
  return (
    <section aria-labelledby="certificates" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="certificates" title={content.title} subtitle={content.description} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.certificates.map((c) => (
            <li key={c._id} className="flex flex-col items-center rounded-xl bg-white p-6 text-center shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gold-light text-navy">
                <ContentIcon name={c.icon} />
              </span>
              <h3 className="mt-3 font-semibold text-navy">{c.name}</h3>
              {showDescriptions && c.description ? (
                <p className="mt-2 text-sm text-slate-600">{c.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
