import { interviewTexts } from '@contracts/interviews/interview';
import { renderMail } from './layout';

type Details = [string, string][];

/** The interview mails. Links are built by the caller from PUBLIC_URL; invites ride along as icalEvent. */
export const interviewMails = {
  invited: (name: string, client: string, position: string, times: string[], url: string) =>
    renderMail({
      subject: `Interview invitation: ${position} at ${client}`,
      paragraphs: [
        `Hello ${name},`,
        `Good news: ${client} would like to interview you for ${position}. These times are offered (Manila time, with Dubai time beside it):`,
        ...times.map((t) => `• ${t}`),
        interviewTexts.pickOnMyApplications,
      ],
      action: { label: 'Choose a time on My Applications', url },
    }),

  booked: (greeting: string, who: string, position: string, when: string, details: Details, url: string) =>
    renderMail({
      subject: `Interview booked: ${who}, ${position}, ${when}`,
      paragraphs: [
        greeting,
        `The interview of ${who} for ${position} is booked: ${when}.`,
        'The calendar invitation is attached.',
      ],
      details,
      action: { label: 'See the interview', url },
    }),

  rescheduled: (greeting: string, who: string, position: string, when: string, details: Details, url: string) =>
    renderMail({
      subject: `Interview moved: ${who}, ${position}, ${when}`,
      paragraphs: [
        greeting,
        `The interview of ${who} for ${position} has moved to ${when}.`,
        'The updated calendar invitation is attached.',
      ],
      details,
      action: { label: 'See the interview', url },
    }),

  cancelled: (greeting: string, who: string, position: string, when: string, url: string) =>
    renderMail({
      subject: `Interview cancelled: ${who}, ${position}`,
      paragraphs: [greeting, `The interview of ${who} for ${position} on ${when} is cancelled.`],
      action: { label: 'See the interview', url },
    }),

  reminder: (
    greeting: string,
    who: string,
    position: string,
    when: string,
    soon: '24h' | '1h',
    details: Details,
    url: string,
  ) =>
    renderMail({
      subject: `Reminder: interview ${soon === '1h' ? 'in one hour' : 'tomorrow'}: ${who}, ${position}`,
      paragraphs: [greeting, `A reminder: the interview of ${who} for ${position} is at ${when}.`],
      details,
      action: { label: 'See the interview', url },
    }),

  declined: (who: string, position: string, note: string, url: string) =>
    renderMail({
      subject: `None of the interview times work for ${who} (${position})`,
      paragraphs: [
        `${who} could not make any of the times proposed for ${position}.`,
        `Their note: ${note}`,
        'Please propose other times.',
      ],
      action: { label: 'Propose other times', url },
    }),

  outcome: (name: string, position: string, text: string, url: string) =>
    renderMail({
      subject: `Your interview: ${position}`,
      paragraphs: [`Hello ${name},`, text],
      action: { label: 'See my applications', url },
    }),
};
