import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../../http-error';
import type { WhatsAppSettings } from '../../lib/whatsapp-settings';
import { answerReply, type AnswerCheckInByText } from './replies';
import { sendThroughWhatsApp } from './whatsapp';
import { findByProviderId, recordDeliveryReport } from './repository';
import {
  sameSecret,
  signatureMatches,
  statusReport,
  webhookPayloadSchema,
  whatsappWebhookPath,
  type WebhookPayload,
} from './whatsapp-webhook';

const challengeQuery = (query: unknown) => {
  const q = (query ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof q[key] === 'string' ? (q[key] as string) : '');
  return { mode: text('hub.mode'), token: text('hub.verify_token'), challenge: text('hub.challenge') };
};

/**
 * Meta's webhook (only when WhatsApp is on): GET answers the subscription's challenge to the verify
 * token; POST, signed with the app secret, brings statuses and replies. A wrong signature changes nothing.
 */
export async function whatsappRoutes(app: FastifyInstance, options: { answerCheckIn: AnswerCheckInByText }) {
  const settings: WhatsAppSettings | undefined = app.config.whatsapp;
  if (!settings) return;
  // The signature covers the raw bytes: this plugin's routes keep them (the parser is theirs alone).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  // Silent request lines: the verification's URL holds the verify token.
  app.get(`/api${whatsappWebhookPath}`.slice(app.prefix.length), { logLevel: 'silent' }, async (request, reply) => {
    const { mode, token, challenge } = challengeQuery(request.query);
    if (mode !== 'subscribe' || !sameSecret(token, settings.verifyToken)) throw forbidden('Not the verify token.');
    return reply.type('text/plain').send(challenge);
  });

  app.post(`/api${whatsappWebhookPath}`.slice(app.prefix.length), { logLevel: 'silent' }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-hub-signature-256'];
    if (!signatureMatches(settings.appSecret, raw, typeof signature === 'string' ? signature : undefined)) {
      throw unauthorized('The signature does not match the body.');
    }
    let payload: WebhookPayload;
    try {
      payload = webhookPayloadSchema.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw badRequest('Not a WhatsApp webhook payload.');
    }
    const counts = await takeWebhook(app, settings, payload, new Date(), options.answerCheckIn);
    app.log.info(counts, 'WhatsApp webhook');
    return reply.send({ ok: true });
  });
}

/**
 * Each status moves its message on (a failure sends the next channel); each text reply is read as for SMS
 * (STOP, START, HELP, a check-in's 1 or 2), and what it answers is sent back as a text within the window
 * the reply opened. That answer is not queued: what the reply changed is stored already, and a lost
 * answer only leaves the person without the confirmation (logged).
 */
async function takeWebhook(
  app: FastifyInstance,
  settings: WhatsAppSettings,
  payload: WebhookPayload,
  now: Date,
  answerCheckIn: AnswerCheckInByText,
) {
  const counts = { statuses: 0, replies: 0 };
  for (const change of payload.entry.flatMap((entry) => entry.changes)) {
    for (const status of change.value.statuses ?? []) {
      const report = statusReport(status);
      const row = report ? await findByProviderId(app.db, status.id) : undefined;
      if (!report || !row) continue;
      await app.db.transaction(async (tx) => {
        const changed = await recordDeliveryReport(tx, row.id, report, now);
        if (changed && report.state === 'failed') await app.messenger.afterWhatsAppFailure(tx, row);
      });
      counts.statuses += 1;
    }
    for (const message of change.value.messages ?? []) {
      if (message.type !== 'text' || !message.text) continue;
      const answer = await answerReply(
        app.db,
        {
          from: message.from,
          text: message.text.body,
          agencyContact: app.config.AGENCY_INBOX,
          now,
          channel: 'whatsapp',
        },
        answerCheckIn,
      );
      counts.replies += 1;
      if (!answer) continue;
      await sendThroughWhatsApp(settings, { to: message.from, text: answer }).catch((err: unknown) =>
        app.log.warn({ err }, 'WhatsApp: the answer to a reply was not sent'),
      );
    }
  }
  return counts;
}
