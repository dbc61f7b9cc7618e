import { Button } from '@/components/ui/button';

/**
 * Previous and next over a server-paged list, with where the reader is in it. A total counted up to a
 * cap (`totalCapped`) says "more than" and leaves Next on while a page comes back full.
 */
export function Pager({
  page,
  pageSize,
  total,
  totalCapped = false,
  shown,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
  /** Rows on this page (needed when the total is capped). */
  shown?: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = totalCapped ? first + (shown ?? pageSize) - 1 : Math.min(total, page * pageSize);
  const hasNext = totalCapped ? (shown ?? pageSize) >= pageSize : page < pages;
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm text-slate-600">
      <p>
        {first}–{last} of {totalCapped ? `more than ${total.toLocaleString('en')}` : total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>{totalCapped ? `Page ${page}` : `Page ${page} of ${pages}`}</span>
        <Button variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
