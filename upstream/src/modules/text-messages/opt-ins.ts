import type { Database } from '../../db/client';
import { latestOptInChange, recordOptInChange, type OptInChange } from './repository';
import { requireE164 } from './phone-number';

/** Whether the number may get the channel's next message: its latest change is an opt-in. */
export async function isOptedIn(db: Database, phoneNumber: string, channel: OptInChange['channel'] = 'sms') {
  return (await latestOptInChange(db, phoneNumber, channel))?.choice === 'opt-in';
}

/**
 * Records a ticked (or unticked) box: the number (refused with a 400 unless a Philippine or UAE
 * mobile), the words shown beside it and where; answers the number in E.164.
 */
export async function recordOptInChoice(
  db: Database,
  choice: {
    userId: string;
    phone: string;
    channel?: OptInChange['channel'];
    optedIn: boolean;
    wording: string;
    source: 'sign-up' | 'profile';
    now?: Date;
  },
) {
  const phoneNumber = requireE164(choice.phone);
  await recordOptInChange(db, {
    userId: choice.userId,
    phoneNumber,
    channel: choice.channel ?? 'sms',
    choice: choice.optedIn ? 'opt-in' : 'opt-out',
    wording: choice.wording,
    source: choice.source,
    createdAt: choice.now ?? new Date(),
  });
  return phoneNumber;
}
