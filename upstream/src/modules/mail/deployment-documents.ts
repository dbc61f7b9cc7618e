import { renderMail } from './layout';

/** Mails about deployment documents. Links are built from PUBLIC_URL by the caller. */
export const documentMails = {
  documentRejected: (name: string, documentName: string, reason: string, url: string) =>
    renderMail({
      subject: `Please upload your ${documentName} again`,
      paragraphs: [
        `Hello ${name},`,
        `We could not accept the ${documentName} you uploaded. The reason: ${reason}`,
        'Please upload a new file on your documents page. We review every upload within 2 working days.',
      ],
      action: { label: 'Open my documents', url },
    }),
};
