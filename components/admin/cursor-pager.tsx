import { Button } from '@/components/ui/button';

/** Where the next page starts: after the last row shown, before the first, the last rows, or the first. */
export type PageStartParams = { after?: string; before?: string; last?: string };

/** The address without a page start: any change but paging goes back to the first page. */
export const firstPage: PageStartParams = { after: undefined, before: undefined, last: undefined };

/**
 * First, previous, next and last over a list the server pages by key (no page numbers: a deep page
 * costs what the first does), with how many rows match, counted up to a cap and said so past it (a
 * list that is never counted, such as the record of access, gives no total).
 */
export function CursorPager({
  shown,
  total,
  totalCapped,
  previous,
  next,
  noun,
  onPage,
}: {
  shown: number;
  total?: number;
  totalCapped?: boolean;
  previous: string | null;
  next: string | null;
  /** What the rows are, plural ("applications"). */
  noun: string;
  onPage: (start: PageStartParams) => void;
}) {
  const matching =
    total === undefined ? '' : totalCapped ? `more than ${total.toLocaleString('en')}` : total.toLocaleString('en');
  return (
    <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <p>
        {matching
          ? `${shown.toLocaleString('en')} shown of ${matching} ${noun}`
          : `${shown.toLocaleString('en')} ${noun} shown`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" disabled={!previous} onClick={() => onPage(firstPage)}>
          First
        </Button>
        <Button variant="outline" disabled={!previous} onClick={() => onPage({ ...firstPage, before: previous! })}>
          Previous
        </Button>
        <Button variant="outline" disabled={!next} onClick={() => onPage({ ...firstPage, after: next! })}>
          Next
        </Button>
        <Button variant="outline" disabled={!next} onClick={() => onPage({ ...firstPage, last: '1' })}>
          Last
        </Button>
      </div>
    </nav>
  );
}
