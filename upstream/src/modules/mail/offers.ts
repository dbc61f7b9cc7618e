import { offerTermKeys, termInPlainWords, type OfferTerms } from '@contracts/offers/offer';
import { renderMail } from './layout';

const termRows = (terms: OfferTerms): [string, string][] =>
  offerTermKeys.map((key) => {
    const { label, value } = termInPlainWords(key, terms);
    return [label, value];
  });

/** The offers' mails. Links are built by the caller from PUBLIC_URL. */
export const offerMails = {
  sent: (name: string, jobTitle: string, jobOrderNumber: string, terms: OfferTerms, myApplicationsUrl: string) =>
    renderMail({
      subject: `Your job offer: ${jobTitle}`,
      paragraphs: [
        `Hello ${name},`,
        `You have a job offer for ${jobTitle} (job order ${jobOrderNumber}).`,
        'Please read it on My Applications, then accept it by typing your full name, or decline it.',
      ],
      action: { label: 'Read the offer on My Applications', url: myApplicationsUrl },
      details: termRows(terms),
    }),
  answered: (
    candidate: string,
    jobTitle: string,
    version: number,
    answer: 'accepted' | 'declined',
    details: [string, string][],
    url: string,
  ) =>
    renderMail({
      subject: `Offer ${answer}: ${candidate}, ${jobTitle}`,
      paragraphs: [`${candidate} ${answer} the offer (version ${version}) for ${jobTitle}.`],
      action: { label: 'Open in the portal', url },
      details,
    }),
};
