/** Plain CMS text as paragraphs: blank lines (or single line breaks) separate them. */
export function Paragraphs({ text, className = 'mt-4 text-slate-700' }: { text: string; className?: string }) {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) => (
      <p key={i} className={className}>
        {p}
      </p>
    ));
}
