import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hubSignature } from '../../src/modules/text-messages/whatsapp-webhook';

/**
 * A message as the stand-in received it: Meta's documented body (a template, or a text answering the
 * person's reply), and the id it answered.
 */
export interface ReceivedMessage {
  id: string;
  phoneNumberId: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template?: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
    text?: { body: string };
  };
}

/** Posts a webhook body with its signature header; answers the status code (HTTP, or app.inject in tests). */
export type WebhookPoster = (body: string, headers: Record<string, string>) => Promise<number>;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * A local stand-in for the WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages with a
 * Bearer token records the message and answers as Meta does; `refuseNext` answers Meta's error once;
 * `postStatus` and `postReply` send signed webhooks (X-Hub-Signature-256) as Meta does.
 */
export async function startWhatsAppStandIn(options: { accessToken: string; appSecret: string; post: WebhookPoster }) {
  const received: ReceivedMessage[] = [];
  let refusals = 0;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const match = request.method === 'POST' && request.url?.match(/^\/[^/]+\/(\d+)\/messages$/);
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (!match) return answer(404, { error: { message: 'Unknown path', code: 100 } });
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return answer(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    if (refusals > 0) {
      refusals -= 1;
      return answer(400, { error: { message: '(#131026) Message undeliverable', code: 131026 } });
    }
    const parsed = JSON.parse(body) as ReceivedMessage['body'];
    const id = `wamid.${randomUUID().replace(/-/g, '')}`;
    received.push({ id, phoneNumberId: match[1]!, authorization: request.headers.authorization, body: parsed });
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.to, wa_id: parsed.to }],
      messages: [{ id }],
    });
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const webhook = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '0', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
  });
  const post = (payload: unknown, secret = options.appSecret) => {
    const body = JSON.stringify(payload);
    return options.post(body, {
      'content-type': 'application/json',
      'x-hub-signature-256': hubSignature(secret, body),
    });
  };

  return {
    /** The Graph API's address with a version, as WHATSAPP_GRAPH_URL. */
    graphUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    refuseNext: (count = 1) => {
      refusals = count;
    },
    /** A status webhook for a message it answered (failed ones carry Meta's error). */
    postStatus: (id: string, status: 'sent' | 'delivered' | 'read' | 'failed', secret?: string) =>
      post(
        webhook({
          statuses: [
            {
              id,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: received.find((m) => m.id === id)?.body.to ?? '',
              ...(status === 'failed'
                ? { errors: [{ code: 131047, title: 'Re-engagement message', message: 'More than 24 hours' }] }
                : {}),
            },
          ],
        }),
        secret,
      ),
    /** A text the person wrote back, from their number as WhatsApp gives it (digits, no '+'). */
    postReply: (from: string, text: string) =>
      post(
        webhook({
          contacts: [{ profile: { name: 'Candidate' }, wa_id: from }],
          messages: [{ from, id: `wamid.${randomUUID()}`, timestamp: '0', type: 'text', text: { body: text } }],
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
