import type { WhatsAppSettings } from '../../lib/whatsapp-settings';
import { GatewayRefusal } from './kannel';
import type { WhatsAppTemplate } from './queued-text';

/** Meta's documented body of a template message (Cloud API, POST /{phone-number-id}/messages). */
export function templateMessageBody(to: string, template: WhatsAppTemplate) {
  return {
    messaging_product: 'whatsapp',
    // The Cloud API takes the number without its '+'.
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/**
 * Meta's documented body of a free-form text message: allowed only within 24 hours of the person's own
 * message (the customer service window), so it answers their replies and nothing else.
 */
export function textMessageBody(to: string, text: string) {
  return { messaging_product: 'whatsapp', to: to.replace(/^\+/, ''), type: 'text', text: { body: text } };
}

/**
 * Sends one message (a template, or the text answering a reply); answers WhatsApp's message id (wamid),
 * which its status webhooks name.
 */
export async function sendThroughWhatsApp(
  settings: WhatsAppSettings,
  message: { to: string; template: WhatsAppTemplate } | { to: string; text: string },
): Promise<string> {
  const body =
    'template' in message
      ? templateMessageBody(message.to, message.template)
      : textMessageBody(message.to, message.text);
  const response = await fetch(`${settings.graphUrl}/${settings.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  };
  const id = answer.messages?.[0]?.id;
  if (!response.ok || !id) {
    const reason = answer.error ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim() : 'no message id';
    throw new GatewayRefusal(`WhatsApp answered ${response.status}: ${reason.slice(0, 200)}`);
  }
  return id;
}
