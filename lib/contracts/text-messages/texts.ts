// Zod-free: the profile page's and the sign-up form's islands import these words.

/** The channels a person opts in to, in the order the boxes are shown (email needs none: the account runs on it). */
export const optInChannels = ['sms', 'whatsapp'] as const;
export type OptInChannel = (typeof optInChannels)[number];

/** Where a form's box was ticked or cleared (replies are recorded by the gateways' routes). */
export const optInFormSources = ['sign-up', 'profile'] as const;

/** The words beside each box, recorded as shown with every change. */
export const optInWording: Record<OptInChannel, string> = {
  sms: 'Send me SMS about my applications, interviews and deployment to my phone number. Reply STOP to stop them.',
  whatsapp:
    'Send me WhatsApp messages about my applications, interviews and deployment to my phone number. Reply STOP to stop them.',
};

export const optInMessages = {
  saved: 'Your message settings have been saved.',
  title: 'Messages to your phone',
  intro: 'Unticked, we write to you by email only.',
} as const;
