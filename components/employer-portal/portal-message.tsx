import type { ReactNode } from 'react';

/** What the portal says in place of its content: sign in, wrong kind of account, nothing to show. */
export function PortalMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="mb-4 text-3xl font-bold text-navy">{title}</h1>
      <div className="text-slate-800">{children}</div>
    </section>
  );
}
