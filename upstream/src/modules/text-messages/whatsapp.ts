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

/** Sends one template message; answers WhatsApp's message id (wamid), which its status webhooks name. */
export async function sendThroughWhatsApp(
  settings: WhatsAppSettings,
  message: { to: string; template: WhatsAppTemplate },
): Promise<string> {
  const response = await fetch(`${settings.graphUrl}/${settings.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(templateMessageBody(message.to, message.template)),
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
