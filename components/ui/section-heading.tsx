interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  tag?: string;
  /** Heading level; sections are h2, nested blocks h3. */
  level?: 2 | 3;
  align?: 'center' | 'left';
}

/** A section's heading with its optional tag and subtitle; the id labels the section. */
export function SectionHeading({ id, title, subtitle, tag, level = 2, align = 'center' }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={align === 'center' ? 'mx-auto mb-10 max-w-3xl text-center' : 'mb-6'}>
      {tag ? <p className="text-sm font-semibold uppercase tracking-wider text-gold-dark">{tag}</p> : null}
      <Heading id={id} className={`font-bold text-navy ${level === 2 ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
        {title}
      </Heading>
      {subtitle ? <p className="mt-3 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
