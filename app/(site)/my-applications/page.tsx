import type { Metadata } from 'next';
import { LogInPrompt } from '@/components/auth/log-in-prompt';
import { ReplaceApplicationFiles } from '@/components/careers/replace-application-files';
import { ApplicationList } from '@/components/my-applications/application-list';
import { DeploymentSteps } from '@/components/my-applications/deployment-steps';
import { OfferList } from '@/components/my-applications/offer-list';
import { InterviewList } from '@/components/my-applications/interview-list';
import { PageNotice } from '@/components/my-applications/page-notice';
import { ShareRequestList } from '@/components/my-applications/share-request-list';
import { WithdrawApplication } from '@/components/my-applications/withdraw-application';
import { LoadError } from '@/components/pages/load-error';
import { canReplaceFiles, canWithdraw } from '@/lib/contracts/applications/candidate-status';
import type { DeploymentView } from '@/lib/contracts/deployments/deployment';
import { api } from '@/lib/contracts/endpoints';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import { readNotice } from '@/lib/session/sealed-notice';
import { currentViewer } from '@/lib/session/viewer';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';

export const metadata: Metadata = { title: 'My Applications', robots: { index: false } };

const title = 'My Applications';

/** The deployment of each accepted offer: what the candidate does next comes first on the page. */
async function deploymentsOf(offers: { applicationId: string; status: string }[], token: string) {
  const accepted = offers.filter((offer) => offer.status === 'accepted');
  const answers = await Promise.all(
    accepted.map((offer) => readAsViewer(api.deploymentSteps.mine, token, { applicationId: offer.applicationId })),
  );
  return answers.flatMap((answer) => (answer ? [answer.data] : []));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The signed-in candidate's applications and the agency's open questions (may we put you forward?),
 * rendered on the server for them (the list costs a phone no script; Yes and No are a plain form);
 * only withdrawing and replacing a file are client islands.
 */
export default async function MyApplicationsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await currentViewer();
  const isCandidate = viewer?.user.userType === 'User';
  const sealed = (await searchParams)[shareRequestForm.noticeParam];
  const notice = await readNotice(typeof sealed === 'string' ? sealed : undefined);
  let answer = null;
  let questions = null;
  let offers = null;
  let interviews = null;
  let deployments: DeploymentView[] = [];
  if (viewer && isCandidate) {
    try {
      [answer, questions, offers, interviews] = await Promise.all([
        readAsViewer(api.applications.mine, viewer.token),
        readAsViewer(api.shareRequests.mine, viewer.token),
        readAsViewer(api.offers.mine, viewer.token),
        readAsViewer(api.myInterviews.mine, viewer.token),
      ]);
      deployments = await deploymentsOf(offers?.data ?? [], viewer.token);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return <LoadError title={title} message={err.message} />;
    }
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-3xl font-bold text-navy">{title}</h1>
      <PageNotice notice={notice} />
      {deployments.map((deployment) => (
        <DeploymentSteps key={deployment.applicationId} deployment={deployment} />
      ))}
      {answer ? <ShareRequestList requests={questions?.data ?? []} /> : null}
      {answer ? <OfferList offers={offers?.data ?? []} /> : null}
      {answer ? <InterviewList invitations={interviews?.data ?? []} /> : null}
      {answer ? (
        <ApplicationList
          applications={answer.data}
          actions={(a) =>
            canReplaceFiles(a.status) || canWithdraw(a.status) ? (
              <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
                {canReplaceFiles(a.status) ? (
                  <ReplaceApplicationFiles applicationId={a._id} resumeName={a.resumeName} />
                ) : null}
                {canWithdraw(a.status) ? <WithdrawApplication applicationId={a._id} /> : null}
              </div>
            ) : null
          }
        />
      ) : viewer && !isCandidate ? (
        <p>My Applications lists the job applications of candidate accounts.</p>
      ) : (
        <LogInPrompt toSee="your applications" />
      )}
    </section>
  );
}
