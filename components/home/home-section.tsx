import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** Used for the heading id, so it must be unique on the page. */
  id: string;
  title: string;
  /** Announced name of the section when the CMS leaves the title empty. */
  fallbackLabel: string;
  subtitle?: string;
  /** A small label above the heading. */
  tag?: string;
  className?: string;
  children: ReactNode;
}

/** A home page band: a labelled section with a centred h2 and an optional tag and subtitle. */
export function HomeSection({
  id,
  title,
  fallbackLabel,
  subtitle,
  tag,
  className = 'bg-white',
  children,
}: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : fallbackLabel}
      className={`px-4 py-14 sm:py-20 ${className}`}
    >
      <div className="mx-auto max-w-7xl">
        {title || subtitle || tag ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            {tag ? <p className="text-sm font-semibold uppercase tracking-widest text-gold-dark">{tag}</p> : null}
            {title ? (
              <h2 id={headingId} className="mt-2 text-3xl font-bold text-navy sm:text-4xl">
                {title}
              </h2>
            ) : null}
            {subtitle ? <p className="mt-4 text-lg text-slate-700">{subtitle}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
