import type { HomeContent } from '@/lib/contracts';

interface GlobalLocalSectionProps {
  global: HomeContent['globalHospitalityContentSections'];
  local: HomeContent['localContentSections'];
}

/** The global hospitality text beside the local content block and its cards. */
export function GlobalLocalSection({ global, local }: GlobalLocalSectionProps) {
  if (global.length === 0 && local.length === 0) return null;
  const firstHeading = global[0] ? `global-${global[0]._id}` : `local-${local[0]?._id}`;
  return (
    <section aria-labelledby={firstHeading} className="bg-white px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          {global.map((block) => (
            <article key={block._id} className="rounded-2xl bg-navy p-8 text-white">
              <h2 id={`global-${block._id}`} className="text-3xl font-bold">
                {block.title}
              </h2>
              {/* The CMS separates paragraphs with blank lines. */}
              {block.content
                .split(/\n\s*\n/)
                .filter(Boolean)
                .map((paragraph, i) => (
                  <p key={i} className="mt-4 text-lg leading-relaxed text-slate-100">
                    {paragraph}
                  </p>
                ))}
            </article>
          ))}
        </div>
        <div className="space-y-8">
          {local.map((block) => (
            <article key={block._id}>
              <h2 id={`local-${block._id}`} className="text-2xl font-bold text-navy sm:text-3xl">
                {block.title}
              </h2>
              {block.description ? <p className="mt-3 text-slate-700">{block.description}</p> : null}
              {block.cards.length > 0 ? (
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {block.cards.map((card) => (
                    <li key={card._id} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
                      <h3 className="font-semibold text-navy">{card.title}</h3>
                      <p className="mt-1 text-sm text-slate-700">{card.description}</p>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
