import type { SmsSettings } from '../../lib/sms-settings';

/** Every delivery report Kannel may send: delivered, failed, buffered, accepted and rejected by the SMSC. */
export const dlrMask = 31;

/** Kannel's dlr types (the %d of the dlr-url) and what each makes of a message. */
const dlrTypes: Record<number, { state: 'sent' | 'delivered' | 'failed'; reason?: string }> = {
  1: { state: 'delivered' },
  2: { state: 'failed', reason: 'not delivered to the phone' },
  4: { state: 'sent' },
  8: { state: 'sent' },
  16: { state: 'failed', reason: 'rejected by the SMS centre' },
};

/** What a delivery report of `type` says, with the gateway's own words when it gave some; undefined: unknown. */
export function deliveryReport(type: number, gatewayText?: string) {
  const report = dlrTypes[type];
  if (!report) return undefined;
  const reason = report.state === 'failed' && gatewayText ? `${report.reason}: ${gatewayText}` : report.reason;
  return { state: report.state, reason };
}

/** The paths (under /api) Kannel calls: the secret in the path, as Kannel's URLs cannot carry headers. */
export const kannelPaths = {
  deliveryReport: '/text-messages/kannel/:secret/delivery-report',
  inbound: '/text-messages/kannel/:secret/inbound',
};

/** Where Kannel reports on message `id`: %d is the dlr type, %A the SMSC's answer. */
export function dlrUrl(settings: SmsSettings, id: string) {
  const path = kannelPaths.deliveryReport.replace(':secret', encodeURIComponent(settings.callbackSecret));
  return `${settings.callbackUrl}/api${path}?id=${id}&type=%d&answer=%A`;
}

/** smsbox's sms-service get-url (docs/sms.md): %p is the sender, %a the whole text. */
export function inboundGetUrl(settings: Pick<SmsSettings, 'callbackUrl' | 'callbackSecret'>) {
  const path = kannelPaths.inbound.replace(':secret', encodeURIComponent(settings.callbackSecret));
  return `${settings.callbackUrl}/api${path}?from=%p&text=%a`;
}

/** Thrown when smsbox refuses a message: its status and answer are the reason kept on the message. */
export class GatewayRefusal extends Error {}

/** Hands one SMS to smsbox's sendsms interface; resolves once it accepted it (HTTP 202 "0: Accepted..."). */
export async function sendThroughKannel(settings: SmsSettings, message: { id: string; to: string; text: string }) {
  const url = new URL(settings.gatewayUrl);
  url.searchParams.set('username', settings.user);
  url.searchParams.set('password', settings.password);
  url.searchParams.set('from', settings.senderId);
  url.searchParams.set('to', message.to);
  url.searchParams.set('text', message.text);
  url.searchParams.set('charset', 'UTF-8');
  url.searchParams.set('coding', /^[\x20-\x7e\n\r]*$/.test(message.text) ? '0' : '2');
  url.searchParams.set('dlr-mask', String(dlrMask));
  url.searchParams.set('dlr-url', dlrUrl(settings, message.id));
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const answer = (await response.text()).trim();
  if (response.status !== 200 && response.status !== 202) {
    throw new GatewayRefusal(`gateway answered ${response.status}: ${answer.slice(0, 200)}`);
  }
}
