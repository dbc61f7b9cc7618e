import type { ReactNode } from 'react';

/** A centred navy call-to-action band: heading, optional description, then the caller's buttons or figures. */
export function CtaBand({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-navy py-16 text-white">
      <div className="mx-auto max-w-5xl px-4 text-center">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {description ? <p className="mx-auto mt-4 max-w-3xl text-white/90">{description}</p> : null}
        {children}
      </div>
    </section>
  );
}
