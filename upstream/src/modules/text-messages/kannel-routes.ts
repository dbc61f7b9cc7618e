import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../../http-error';
import type { SmsSettings } from '../../lib/sms-settings';
import { deliveryReport, kannelPaths } from './kannel';
import { answerReply, type AnswerCheckInByText } from './replies';
import { recordDeliveryReport } from './repository';

const digest = (value: string) => createHash('sha256').update(value).digest();

const reportQuery = z.object({
  id: z.string().uuid(),
  type: z.coerce.number().int(),
  answer: z.string().max(1000).optional(),
});
const inboundQuery = z.object({ from: z.string().min(1).max(40), text: z.string().max(1000).default('') });

/**
 * The routes Kannel calls (only when SMS is on): delivery reports and replies. A wrong secret is a
 * 404 that changes nothing. Silent request lines: their URLs hold the secret, numbers and texts.
 */
export async function kannelRoutes(app: FastifyInstance, options: { answerCheckIn: AnswerCheckInByText }) {
  const settings: SmsSettings | undefined = app.config.sms;
  if (!settings) return;
  const expected = digest(settings.callbackSecret);
  const checkSecret = async (request: FastifyRequest<{ Params: { secret: string } }>) => {
    if (!timingSafeEqual(digest(request.params.secret), expected)) throw notFound('Not found.');
  };
  const routeOptions = { logLevel: 'silent' as const, onRequest: checkSecret };

  app.get<{ Params: { secret: string } }>(kannelPaths.deliveryReport, routeOptions, async (request, reply) => {
    const query = reportQuery.safeParse(request.query);
    const report = query.success ? deliveryReport(query.data.type, query.data.answer) : undefined;
    if (!query.success || !report) throw badRequest('Not a delivery report this upstream asked for.');
    const changed = await recordDeliveryReport(app.db, query.data.id, report, new Date());
    app.log.info({ id: query.data.id, type: query.data.type, changed }, 'SMS delivery report');
    return reply.type('text/plain').send('ok');
  });

  app.get<{ Params: { secret: string } }>(kannelPaths.inbound, routeOptions, async (request, reply) => {
    const query = inboundQuery.safeParse(request.query);
    if (!query.success) throw badRequest('A reply needs its sender (from) and its text.');
    const answer = await answerReply(
      app.db,
      {
        ...query.data,
        agencyContact: app.config.AGENCY_INBOX,
        now: new Date(),
      },
      options.answerCheckIn,
    );
    // Kannel sends the body back as the reply; an empty one (omit-empty) sends nothing.
    return reply.type('text/plain; charset=utf-8').send(answer);
  });
}
