import { staffInvitationTtlHours } from '@contracts/users/staff-invitation';
import type { StaffRole } from '@contracts/users/staff-roles';
import { renderMail } from './layout';

/** The mail that invites a new staff member; the link is built by the caller from PUBLIC_URL. */
export const staffInvitationMails = {
  invite: (name: string, roles: readonly StaffRole[], invitedBy: string, url: string) =>
    renderMail({
      subject: 'You are invited to the agency’s back office',
      paragraphs: [
        `Hello ${name},`,
        `${invitedBy} invited you to the agency’s back office as ${roles.join(', ')}.`,
        `The link below works once, for ${staffInvitationTtlHours} hours. It asks you to choose a password, then to set up an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…): every staff sign-in asks for a code from it.`,
        'If you did not expect this, you can ignore this email.',
      ],
      action: { label: 'Accept the invitation', url },
    }),
};
