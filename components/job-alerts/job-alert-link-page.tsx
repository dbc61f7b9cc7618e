import { jobAlertFormPaths, jobAlertMessages } from '@/lib/contracts/job-alerts/texts';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';

const texts = {
  confirm: {
    title: 'Confirm your job alert',
    intro: 'Tap the button to start your job alert. We will email you new matching jobs, at most once a day.',
    button: 'Confirm my job alert',
    done: jobAlertMessages.confirmed,
    invalid: jobAlertMessages.badConfirmLink,
  },
  unsubscribe: {
    title: 'Unsubscribe from job alert',
    intro: 'Tap the button to stop the emails of this job alert.',
    button: 'Unsubscribe',
    done: jobAlertMessages.unsubscribed,
    invalid: jobAlertMessages.badUnsubscribeLink,
  },
} as const;

interface JobAlertLinkPageProps {
  kind: keyof typeof texts;
  token?: string;
  /** The outcome the button's post came back with (lib/bff/job-alert-link-post.ts). */
  status?: string;
}

/**
 * The page a mailed link opens: a button that posts the token (a plain form, no script needed).
 * Opening the link does nothing by itself, since mail scanners open links too.
 */
export function JobAlertLinkPage({ kind, token, status }: JobAlertLinkPageProps) {
  const text = texts[kind];
  let body;
  if (status === 'done') {
    body = (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold text-green-800">{text.done}</p>
        <SiteLink href="/candidates" className={buttonClass('outline')}>
          See current jobs
        </SiteLink>
      </div>
    );
  } else if (status === 'invalid' || !token) {
    body = (
      <p role="alert" className="text-red-700">
        {status === 'invalid' ? text.invalid : 'This link is incomplete. Please open the link from your email again.'}
      </p>
    );
  } else {
    body = (
      <form method="post" action={jobAlertFormPaths[kind]} className="space-y-4">
        {status === 'unavailable' ? (
          <p role="alert" className="text-red-700">
            Our service is temporarily unavailable. Please try again in a minute.
          </p>
        ) : null}
        <p className="text-slate-700">{text.intro}</p>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass('primary')}>
          {text.button}
        </button>
      </form>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-12 text-center sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-navy sm:text-3xl">{text.title}</h1>
      {body}
    </section>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page component of a link's address (`?token=`, and `?status=` after the button's post). */
export function jobAlertLinkRoute(kind: JobAlertLinkPageProps['kind']) {
  return async function JobAlertLinkRoute({
    searchParams,
  }: {
    searchParams: Promise<Record<string, string | string[] | undefined>>;
  }) {
    const params = await searchParams;
    return <JobAlertLinkPage kind={kind} token={first(params.token)} status={first(params.status)} />;
  };
}
