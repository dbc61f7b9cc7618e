import { renderMail } from './layout';

/** A date ('2026-12-01') as staff read it: 'Tuesday, 1 December 2026'. */
function longDate(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** The mails of job expiry: staff are told a week ahead, so they can extend or close the opening. */
export const jobExpiryMails = {
  closesSoon: (job: { title: string; companyName: string; validThrough: string }, editUrl: string) =>
    renderMail({
      subject: `Closing on ${longDate(job.validThrough)}: ${job.title} at ${job.companyName}`,
      paragraphs: [
        `The job opening "${job.title}" at ${job.companyName} is valid through ${longDate(job.validThrough)} (UAE time).`,
        'At the end of that day it closes on its own: it leaves the careers page, the job search and the sitemap, and its page tells visitors it has closed.',
        'To keep it open, set a later "Valid through" date. To close it now, deactivate it.',
      ],
      action: { label: 'Open the job opening', url: editUrl },
    }),
};
