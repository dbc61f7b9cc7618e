import { buttonClass } from '@/components/ui/button';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import { shareRequestTexts, type ShareRequest } from '@/lib/contracts/shortlists/share-requests';
import { formatDate } from './format-date';

const { path, fields } = shareRequestForm;

/**
 * The agency asking before it puts the candidate forward to an employer: Yes and No are a plain form's
 * buttons, so a phone on weak data answers with one post and no script.
 */
export function ShareRequestCard({ request }: { request: ShareRequest }) {
  const headingId = `share-request-${request._id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border-2 border-gold bg-amber-50 p-4 shadow-sm"
        data-testid="share-request"
      >
        <h2 id={headingId} className="text-lg font-semibold text-navy">
          {shareRequestTexts.question(request.client, request.position)}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{shareRequestTexts.explain}</p>
        <p className="mt-1 text-xs text-slate-600">
          Asked on <time dateTime={request.askedAt}>{formatDate(request.askedAt)}</time>
        </p>
        <form method="post" action={path} className="mt-4 flex gap-3">
          <input type="hidden" name={fields.id} value={request._id} />
          <button type="submit" name={fields.answer} value="Yes" className={buttonClass('primary', 'min-w-24')}>
            {shareRequestTexts.yes}
          </button>
          <button type="submit" name={fields.answer} value="No" className={buttonClass('outline', 'min-w-24')}>
            {shareRequestTexts.no}
          </button>
        </form>
      </article>
    </li>
  );
}
