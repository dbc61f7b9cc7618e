import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config';

const sms = {
  SMS_GATEWAY_URL: 'http://127.0.0.1:13013/cgi-bin/sendsms',
  SMS_GATEWAY_USER: 'product',
  SMS_GATEWAY_PASSWORD: 'sendsms-password',
  SMS_SENDER_ID: 'BayanihanGC',
  SMS_CALLBACK_SECRET: 'kannel-callback-secret-for-the-tests-0123',
};

describe('the SMS settings', () => {
  it('keeps SMS off when none is set', () => {
    expect(parseConfig({}).sms).toBeUndefined();
  });

  it('turns SMS on when all are set, calling back to the upstream itself unless told otherwise', () => {
    expect(parseConfig({ ...sms, UPSTREAM_PORT: '4100' }).sms).toEqual({
      gatewayUrl: sms.SMS_GATEWAY_URL,
      user: 'product',
      password: 'sendsms-password',
      senderId: 'BayanihanGC',
      callbackSecret: sms.SMS_CALLBACK_SECRET,
      callbackUrl: 'http://127.0.0.1:4100',
    });
    expect(parseConfig({ ...sms, SMS_CALLBACK_URL: 'https://api.example.com/' }).sms?.callbackUrl).toBe(
      'https://api.example.com',
    );
  });

  it('lists what is missing when only some are set', () => {
    expect(() => parseConfig({ SMS_GATEWAY_URL: sms.SMS_GATEWAY_URL, SMS_SENDER_ID: 'BayanihanGC' })).toThrow(
      '- SMS_GATEWAY_URL, SMS_SENDER_ID set: SMS_GATEWAY_USER, SMS_GATEWAY_PASSWORD, SMS_CALLBACK_SECRET must be set too (or none of them: SMS off)',
    );
  });

  it('refuses a short callback secret and a sender id no network takes', () => {
    const bad = () => parseConfig({ ...sms, SMS_CALLBACK_SECRET: 'short', SMS_SENDER_ID: 'Bayanihan Gulf Careers' });
    expect(bad).toThrow('- SMS_CALLBACK_SECRET: must be at least 32 characters');
    expect(bad).toThrow('- SMS_SENDER_ID: must be up to 11 letters or 15 digits');
  });
});
