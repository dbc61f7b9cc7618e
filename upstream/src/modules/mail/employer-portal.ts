import { renderMail } from './layout';

/**
 * The mails of the employer portal. Links are built by the caller from PUBLIC_URL. A mail to a client
 * never names a candidate beyond the card's "Maria S.", and never their contact details.
 */
export const employerPortalMails = {
  invite: (clientName: string, url: string) =>
    renderMail({
      subject: `You are invited to ${clientName}'s candidate portal`,
      paragraphs: [
        'Hello,',
        `The agency invites you to see the candidates it presents to ${clientName}: their profiles, video introductions and resumes, and to tell us in one tap whom you would like to interview.`,
        'The link below is valid for 14 days and can be used once. It creates your account, or links the account you already have.',
      ],
      action: { label: 'Accept the invitation', url },
    }),

  shortlistSent: (title: string, count: number, url: string) =>
    renderMail({
      subject: `New candidates for you: ${title}`,
      paragraphs: [
        'Hello,',
        `The agency has prepared a shortlist of ${count} candidate${count === 1 ? '' : 's'} for you: "${title}".`,
        'Watch their video introductions and choose Interview, Maybe or Not suitable for each.',
      ],
      action: { label: 'See the candidates', url },
    }),

  shortlistReminder: (title: string, awaiting: number, url: string) =>
    renderMail({
      subject: `Candidates waiting for your answer: ${title}`,
      paragraphs: [
        'Hello,',
        `${awaiting} candidate${awaiting === 1 ? ' is' : 's are'} on the shortlist "${title}" without your decision yet.`,
        'A quick Interview, Maybe or Not suitable helps us arrange interviews and keep good candidates for you.',
      ],
      action: { label: 'See the candidates', url },
    }),

  /** To the agency's staff: what a client decided on a candidate (staff may read the comment). */
  decisionForStaff: (
    clientName: string,
    candidateName: string,
    shortlistTitle: string,
    details: [string, string][],
    url: string,
  ) =>
    renderMail({
      subject: `${clientName} decided on ${candidateName}: ${details[0]?.[1] ?? ''}`,
      paragraphs: [`${clientName} recorded a decision on ${candidateName} (shortlist "${shortlistTitle}").`],
      details,
      action: { label: 'Open the shortlist', url },
    }),
};
