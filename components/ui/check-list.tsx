import { ContentIcon } from './content-icon';

/** A list of CMS feature lines, each with a gold tick in front. */
export function CheckList({ items, className }: { items: { _id: string; text: string }[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item._id} className="flex gap-2">
          <ContentIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-gold-dark" />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
