import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config';

const whatsapp = {
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_ACCESS_TOKEN: 'an-access-token-of-a-system-user',
  WHATSAPP_APP_SECRET: 'the-meta-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'the-webhook-verify-token',
};

describe('the WhatsApp settings', () => {
  it('keeps WhatsApp off when none is set', () => {
    expect(parseConfig({}).whatsapp).toBeUndefined();
  });

  it("turns WhatsApp on when all are set, on Meta's Graph API unless told otherwise", () => {
    expect(parseConfig(whatsapp).whatsapp).toEqual({
      graphUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '1234567890',
      accessToken: whatsapp.WHATSAPP_ACCESS_TOKEN,
      appSecret: whatsapp.WHATSAPP_APP_SECRET,
      verifyToken: whatsapp.WHATSAPP_VERIFY_TOKEN,
    });
    expect(parseConfig({ ...whatsapp, WHATSAPP_GRAPH_URL: 'http://127.0.0.1:4300/v21.0/' }).whatsapp?.graphUrl).toBe(
      'http://127.0.0.1:4300/v21.0',
    );
  });

  it('lists what is missing when only some are set, and refuses a phone number in place of its id', () => {
    expect(() => parseConfig({ WHATSAPP_ACCESS_TOKEN: whatsapp.WHATSAPP_ACCESS_TOKEN })).toThrow(
      '- WHATSAPP_ACCESS_TOKEN set: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN must be set too (or none of them: WhatsApp off)',
    );
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+971 50 123 4567' })).toThrow(
      '- WHATSAPP_PHONE_NUMBER_ID: must be the phone number id (digits)',
    );
  });
});
