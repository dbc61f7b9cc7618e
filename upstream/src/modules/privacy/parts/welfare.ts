import { eraseWelfareOfUser, welfareOfUser } from '../../welfare';
import type { PrivacyPart } from './part';

/**
 * The duty of care after departure: the worker's status, each welfare report with the check-in's answer
 * and note, and the incidents with their updates. The law makes the agency answer for a deployed
 * worker's welfare, so erasure keeps the reports and incidents (5 years after the contract ends, then
 * the keep-welfare-records task deletes them) and removes the rest: the check-in links and the check-ins not sent.
 */
export const welfarePart: PrivacyPart = {
  name: 'welfare',
  collect: async (db, userId) => ({ data: await welfareOfUser(db, userId) }),
  erase: async (db, userId) => ({ count: await eraseWelfareOfUser(db, userId) }),
};
