import { checkInTexts } from '@contracts/welfare/check-in-texts';
import { renderMail } from './layout';

/** Mails of the duty of care after arrival (issue 43). The check-in's words are declared once in the contracts. */
export const welfareMails = {
  /** To the deployed worker, a week before a welfare report is due: the no-sign-in link. */
  checkIn: (firstName: string, dueOn: string, url: string) => {
    const { subject, lines, action } = checkInTexts.message(firstName, dueOn, url);
    return renderMail({ subject, paragraphs: [...lines], action });
  },
};
