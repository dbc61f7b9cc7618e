import { shareRequestTexts } from '@contracts/shortlists/share-requests';
import { renderMail } from './layout';

/** The mail asking a candidate before their application is shared. Links are built by the caller from PUBLIC_URL. */
export const shareRequestMails = {
  asked: (name: string, client: string, position: string, myApplicationsUrl: string) =>
    renderMail({
      subject: shareRequestTexts.question(client, position),
      paragraphs: [
        `Hello ${name},`,
        shareRequestTexts.question(client, position),
        shareRequestTexts.explain,
        'Please answer Yes or No on My Applications. We share nothing until you say Yes.',
      ],
      action: { label: 'Answer on My Applications', url: myApplicationsUrl },
    }),
};
