import type { ApplicationStage } from '@contracts/applications/staff';
import { candidateStatusOf } from '@contracts/applications/candidate-status';
import { renderMail } from './layout';

/** What a candidate is told at each stage of the pipeline. */
const stageMessages: Record<string, string> = {
  Screening: 'Our recruiters are reviewing your application and video introduction.',
  Interview:
    'Good news: you have been shortlisted for an interview. We will send you interview times to choose from on My Applications.',
  Offered: 'Congratulations: the employer would like to offer you the position. We will send the contract details.',
  Deployed: 'Welcome to your new role in the UAE. Our team remains available whenever you need us.',
  Rejected:
    'Thank you for your interest. This time the employer chose another candidate; we will keep your profile for future openings.',
  Withdrawn: 'Your application has been withdrawn. You are welcome to apply for our other openings.',
};

/** Every mail the API sends. Links are built from PUBLIC_URL by the caller, never from a request. */
export const mails = {
  verifyEmail: (name: string, url: string) =>
    renderMail({
      subject: 'Verify your email address',
      paragraphs: [
        `Hello ${name},`,
        'Thank you for registering. Please confirm your email address to activate your account.',
        'This link is valid for 48 hours.',
      ],
      action: { label: 'Verify my email', url },
    }),

  resetPassword: (name: string, url: string) =>
    renderMail({
      subject: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        'We received a request to reset your password. The link below is valid for 60 minutes and can be used once.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
      action: { label: 'Choose a new password', url },
    }),

  applicationReceived: (name: string, jobLabel: string) =>
    renderMail({
      subject: `We received your application: ${jobLabel}`,
      paragraphs: [
        `Hello ${name},`,
        `Thank you for applying for ${jobLabel}. Our recruiters review every application and video introduction, and will contact you within 5 working days if your profile matches.`,
        'We never ask candidates for a placement fee.',
      ],
    }),

  applicationForAgency: (jobLabel: string, details: [string, string][]) =>
    renderMail({ subject: `New application: ${jobLabel}`, paragraphs: ['A new application has arrived.'], details }),

  /** `myApplicationsUrl`: PUBLIC_URL/my-applications, where the candidate follows every application. */
  stageChanged: (name: string, jobLabel: string, stage: ApplicationStage, myApplicationsUrl: string) =>
    renderMail({
      subject: `Update on your application: ${jobLabel}`,
      paragraphs: [
        `Hello ${name},`,
        stageMessages[stage] ?? `The status of your application for ${jobLabel} is now: ${candidateStatusOf(stage)}.`,
        'Reply to this email or call us if you have any questions.',
      ],
      action: { label: 'See my applications', url: myApplicationsUrl },
    }),

  inquiryReceived: (contactPerson: string, companyName: string) =>
    renderMail({
      subject: 'We received your hiring inquiry',
      paragraphs: [
        `Dear ${contactPerson},`,
        `Thank you for your hiring inquiry for ${companyName}. Your account manager will contact you within one working day to discuss your requirements.`,
      ],
    }),

  inquiryForAgency: (companyName: string, details: [string, string][]) =>
    renderMail({
      subject: `New employer inquiry: ${companyName}`,
      paragraphs: ['A new employer inquiry has arrived.'],
      details,
    }),

  contactReceived: (name: string) =>
    renderMail({
      subject: 'We received your message',
      paragraphs: [`Hello ${name},`, 'Thank you for contacting us. Our team will respond within 24 hours.'],
    }),

  contactForAgency: (subject: string, details: [string, string][]) =>
    renderMail({
      subject: `New contact message: ${subject}`,
      paragraphs: ['A new message has arrived through the contact form.'],
      details,
    }),
};
