import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stoppedReason } from '../../../src/modules/text-messages/text-delivery';
import type { TestAccount } from '../../helpers/accounts';
import { deploymentDocumentsWorld } from '../deployments/deployment-documents-world';
import { spyOnMail } from '../interviews/interview-world';
import { deliverQueuedSms, givePhone, replyBySms, smsOnConfig, textsTo } from './texts-world';

const d = await deploymentDocumentsWorld(await smsOnConfig());
const { ctx, ana, ben, anasApplication, bensApplication, typeNamed } = d;
afterAll(d.close);
const anasNumber = '+639175550501';
const bensNumber = '+639175550502';
const mails = spyOnMail(ctx);
const rejectedMailsTo = (email: string) =>
  mails.filter((m) => m.to === email && /^Please upload your .+ again$/.test(m.subject));

beforeAll(async () => {
  await givePhone(ctx, ana, '09175550501', true);
  await givePhone(ctx, ben, '09175550502', false);
  for (const [account, id] of [
    [ana, anasApplication],
    [ben, bensApplication],
  ] as const) {
    expect((await d.setStage(id, 'Offered')).statusCode).toBe(200);
    for (const type of ['NBI', 'PSA']) {
      const sent = await d.upload(account, { applicationId: id, documentTypeId: typeNamed(type) });
      expect(sent.statusCode, sent.body).toBe(201);
    }
  }
});

/** Staff reject the current file of the candidate's document. */
async function reject(account: TestAccount, applicationId: string, type: string) {
  const item = (await d.checklist(account, applicationId)).items.find((i) => i.type.name.startsWith(type))!;
  const res = await d.inject(
    'POST',
    `/api/admin/applications/${applicationId}/documents/${typeNamed(type)}/reject`,
    d.staff,
    { file: item.file!.path, reason: 'The scan is blurred: please scan it again.' },
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('a rejected document by SMS', () => {
  it('texts an opted-in candidate which document to upload again, its mail kept only as the fallback', async () => {
    await reject(ana, anasApplication, 'NBI');
    const [sms, ...more] = await textsTo(ctx, 'documentRejected', anasNumber);
    expect(more).toEqual([]);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(/^Bayanihan Gulf Careers: your NBI clearance was not accepted\. .+\/my-applications$/);
    expect(sms!.fallbackMail!.text).toContain(`/my-applications/${anasApplication}/documents`);
    expect(rejectedMailsTo(ana.email)).toEqual([]);
  });

  it('mails a candidate who has not opted in, and texts them nothing', async () => {
    await reject(ben, bensApplication, 'NBI');
    expect(rejectedMailsTo(ben.email)).toHaveLength(1);
    expect(await textsTo(ctx, 'documentRejected', bensNumber)).toEqual([]);
  });

  it('after a STOP reply, mails the queued rejection instead of its SMS, and mails the next one', async () => {
    await replyBySms(ctx, anasNumber, 'STOP');
    await deliverQueuedSms(ctx, 'documentRejected', anasNumber);
    expect(rejectedMailsTo(ana.email)).toHaveLength(1);
    const [stopped, ...more] = await textsTo(ctx, 'documentRejected', anasNumber);
    expect(stopped).toMatchObject({ state: 'failed', failureReason: stoppedReason, sentAt: null });
    await reject(ana, anasApplication, 'PSA');
    expect(more).toEqual([]);
    expect(await textsTo(ctx, 'documentRejected', anasNumber)).toHaveLength(1);
    expect(rejectedMailsTo(ana.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/NBI/),
      expect.stringMatching(/PSA/),
    ]);
  });
});
