import { optInChannels, optInWording } from '@contracts/text-messages/opt-ins';
import type { Database } from '../../db/client';
import { findAccountPhone, latestOptInChange, recordOptInChange, type OptInChange } from './repository';
import { requireE164, toE164 } from './phone-number';

/** Whether the number may get the channel's next message: its latest change is an opt-in. */
export async function isOptedIn(db: Database, phoneNumber: string, channel: OptInChange['channel'] = 'sms') {
  return (await latestOptInChange(db, phoneNumber, channel))?.choice === 'opt-in';
}

/**
 * Records a ticked (or unticked) box: the number (refused with a 400 unless a Philippine or UAE
 * mobile), the words shown beside it (the declared ones by default) and where; answers the number in E.164.
 */
export async function recordOptInChoice(
  db: Database,
  choice: {
    userId: string;
    phone: string;
    channel?: OptInChange['channel'];
    optedIn: boolean;
    wording?: string;
    source: 'sign-up' | 'profile';
    now?: Date;
  },
) {
  const phoneNumber = requireE164(choice.phone);
  const channel = choice.channel ?? 'sms';
  await recordOptInChange(db, {
    userId: choice.userId,
    phoneNumber,
    channel,
    choice: choice.optedIn ? 'opt-in' : 'opt-out',
    wording: choice.wording ?? optInWording[channel],
    source: choice.source,
    createdAt: choice.now ?? new Date(),
  });
  return phoneNumber;
}

/** The sign-up form's ticked boxes, inside its transaction: an unusable number refuses the whole sign-up (400). */
export async function recordSignUpOptIns(
  tx: Database,
  signUp: { userId: string; userType: string; phone: string; smsOptIn?: boolean; whatsappOptIn?: boolean; now?: Date },
) {
  // Only candidates get messages on their phone; an employer's form shows no boxes.
  if (signUp.userType !== 'User') return;
  const ticked = optInChannels.filter((channel) => (channel === 'sms' ? signUp.smsOptIn : signUp.whatsappOptIn));
  for (const channel of ticked) {
    await recordOptInChoice(tx, { ...signUp, channel, optedIn: true, source: 'sign-up' });
  }
}

/** The account's number in E.164 for texts (undefined: none, or not a PH or UAE mobile: mail only). */
export async function accountNumberOf(db: Database, userId: string | null | undefined) {
  return userId ? toE164(await findAccountPhone(db, userId)) : undefined;
}

/** The candidate's boxes as they stand, for the account's number. */
export async function readMyOptIns(db: Database, userId: string) {
  const phoneNumber = toE164(await findAccountPhone(db, userId)) ?? null;
  if (!phoneNumber) return { phoneNumber, sms: false, whatsapp: false };
  const [sms, whatsapp] = await Promise.all(optInChannels.map((channel) => isOptedIn(db, phoneNumber, channel)));
  return { phoneNumber, sms: sms!, whatsapp: whatsapp! };
}

/** A box of the profile page, for the account's number (a 400 naming `phone` when it cannot take messages). */
export async function changeMyOptIn(
  db: Database,
  userId: string,
  change: { channel: OptInChange['channel']; optedIn: boolean },
  now = new Date(),
) {
  const phone = await findAccountPhone(db, userId);
  await recordOptInChoice(db, { userId, phone, ...change, source: 'profile', now });
  return readMyOptIns(db, userId);
}
