import { z } from 'zod';
import { optInChannels } from './texts';

export { optInChannels, optInFormSources, optInMessages, optInWording, type OptInChannel } from './texts';

/** The sign-up form's boxes: absent or false is no opt-in. */
export const signUpOptInsSchema = z.object({
  smsOptIn: z.boolean().optional(),
  whatsappOptIn: z.boolean().optional(),
});

/** The body of PUT /text-messages/opt-ins: one box of the profile page, for the account's phone number. */
export const optInChangeSchema = z.object({
  channel: z.enum(optInChannels, { error: 'Choose SMS or WhatsApp.' }),
  optedIn: z.boolean({ error: 'Tick or clear the box.' }),
});

/** The candidate's boxes as they stand: ticked when the number's latest change on the channel is an opt-in. */
export const myOptInsSchema = z.object({
  /** The account's number in E.164, or null when it is not a Philippine or UAE mobile. */
  phoneNumber: z.string().nullable(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});

export const myOptInsAnswerSchema = z.object({ message: z.string(), data: myOptInsSchema });

export type MyOptIns = z.infer<typeof myOptInsSchema>;
export type OptInChange = z.infer<typeof optInChangeSchema>;
