import { jobAlertRules } from '@contracts/job-alerts/alert';
import { escapeHtml } from '../../lib/html';
import { renderMail } from './layout';

const brand = 'Bayanihan Gulf Hospitality Careers';

export interface AlertMailJob {
  title: string;
  companyName: string;
  locations: string[];
  url: string;
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL. */
export function unsubscribeHeaders(oneClickUrl: string) {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const jobLine = (job: AlertMailJob) =>
  `${job.title}, ${job.companyName}${job.locations.length ? ` (${job.locations.join(', ')})` : ''}`;

/** A mail of an active alert: paragraphs, optionally a list of jobs with links, and the unsubscribe link at the end. */
function renderAlertMail(input: {
  subject: string;
  paragraphs: string[];
  jobs?: AlertMailJob[];
  more?: { count: number; url: string };
  unsubscribePageUrl: string;
}) {
  const { subject, paragraphs, jobs = [], more, unsubscribePageUrl } = input;
  const moreText = more ? `${more.count} more new ${more.count === 1 ? 'job matches' : 'jobs match'} your search` : '';
  const stop = 'You get this email because you saved a job alert. To stop it, unsubscribe';
  const text = [
    ...paragraphs,
    ...jobs.map((job) => `${jobLine(job)}\n${job.url}`),
    ...(more ? [`${moreText}: ${more.url}`] : []),
    `${stop}: ${unsubscribePageUrl}`,
    `— ${brand}`,
  ].join('\n\n');
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d3557">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h2 style="color:#1d3557">${escapeHtml(subject)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${jobs.length ? `<ul style="padding-left:18px">${jobs.map((job) => `<li style="margin:8px 0">${link(job.url, jobLine(job))}</li>`).join('')}</ul>` : ''}
${more ? `<p>${link(more.url, moreText)}</p>` : ''}
<p style="color:#6b7280;font-size:12px">${escapeHtml(stop)}: ${link(unsubscribePageUrl, 'unsubscribe from this job alert')}.</p>
<p style="color:#6b7280;font-size:12px">— ${brand}</p>
</body></html>`;
  return { subject, text, html, link: unsubscribePageUrl };
}

/** The job alerts' mails. Links are built from PUBLIC_URL by the caller, never from a request. */
export const jobAlertMails = {
  confirm: (searchLabel: string, url: string) =>
    renderMail({
      subject: 'Confirm your job alert',
      paragraphs: [
        `You asked for an email when new jobs match this search: ${searchLabel}.`,
        `Please confirm your email address to start the alert. This link works for ${jobAlertRules.confirmHours} hours.`,
        'If you did not ask for this, ignore this email: you will get nothing more from us.',
      ],
      action: { label: 'Confirm my job alert', url },
    }),

  started: (searchLabel: string, searchUrl: string, unsubscribePageUrl: string) =>
    renderAlertMail({
      subject: 'Your job alert is on',
      paragraphs: [
        `We will email you when new jobs match this search: ${searchLabel}.`,
        `You get at most one email a day, and only when there is something new. See the jobs open now: ${searchUrl}`,
      ],
      unsubscribePageUrl,
    }),

  digest: (
    searchLabel: string,
    jobs: AlertMailJob[],
    more: { count: number; url: string } | undefined,
    unsubscribePageUrl: string,
  ) => {
    const total = jobs.length + (more?.count ?? 0);
    return renderAlertMail({
      subject: `${total} new ${total === 1 ? 'job' : 'jobs'} for your alert: ${searchLabel}`,
      paragraphs: [`New jobs match your search: ${searchLabel}.`],
      jobs,
      more,
      unsubscribePageUrl,
    });
  },
};
