import type { Metadata } from 'next';
import { InterviewRequests } from '@/components/interviews/interview-requests';
import { ProposeForm } from '@/components/interviews/propose-form';
import { PageNotice } from '@/components/my-applications/page-notice';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { SiteLink } from '@/components/ui/site-link';
import { endpointPath } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints';
import { interviewForm } from '@/lib/contracts/interviews/form';
import { readNotice } from '@/lib/session/sealed-notice';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';
import { employerGate } from '../employer-gate';

export const metadata: Metadata = { title: 'Interviews · Employer portal', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The portal's interviews: the client's requests and booked interviews (outcome, cancel, calendar
 * file), and the form proposing times to candidates of the shortlist chosen (?shortlist=id).
 */
export default async function EmployerInterviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const gate = await employerGate();
  if ('refusal' in gate) return gate.refusal;
  const params = await searchParams;
  const sealed = params[interviewForm.noticeParam];
  const notice = await readNotice(typeof sealed === 'string' ? sealed : undefined);
  const chosen =
    typeof params.shortlist === 'string' && /^[0-9a-f-]{36}$/i.test(params.shortlist) ? params.shortlist : null;
  let list, overview, shortlist;
  try {
    [list, overview, shortlist] = await Promise.all([
      readAsViewer(api.employerInterviews.list, gate.token),
      readAsViewer(api.employer.overview, gate.token),
      chosen ? readAsViewer(api.employer.shortlist, gate.token, { id: chosen }) : null,
    ]);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return (
      <PortalMessage title="Interviews">
        <p>{err.message}</p>
      </PortalMessage>
    );
  }
  if (!list || !overview) {
    return (
      <PortalMessage title="Interviews">
        <p>Your session has ended. Please log in again.</p>
      </PortalMessage>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">Employer portal</p>
        <h1 className="mt-1 text-3xl font-bold text-navy">Interviews</h1>
      </header>
      <PageNotice notice={notice} />
      {shortlist ? (
        <ProposeForm
          shortlistId={shortlist.data._id}
          title={shortlist.data.title}
          candidates={shortlist.data.candidates.map((c) => ({ _id: c._id, displayName: c.displayName }))}
          typed={notice?.kind === 'error' ? notice.values : undefined}
        />
      ) : (
        <section>
          <h2 className="text-xl font-semibold text-navy">Propose interview times</h2>
          <ul className="mt-2 list-disc pl-6">
            {overview.data.shortlists.map((s) => (
              <li key={s._id}>
                <SiteLink href={`/employer/interviews?shortlist=${s._id}`} className="text-navy underline">
                  {s.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2 className="mb-3 text-xl font-semibold text-navy">Your interviews</h2>
        <InterviewRequests
          requests={list.data}
          actions
          calendarHref={(id) => `/api${endpointPath(api.employerInterviews.calendar, { id })}`}
        />
      </section>
    </div>
  );
}
