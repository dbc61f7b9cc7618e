import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { candidateApplicationRoutes } from './modules/applications';
import { authRoutes } from './modules/auth';
import { candidateProfileRoutes } from './modules/candidates';
import { clientEmployerRoutes, clientInviteRoutes } from './modules/clients';
import { contactRoutes } from './modules/contact';
import { contentRoutes } from './modules/content';
import { deploymentCandidateRoutes } from './modules/deployments';
import { answerCheckInByText, welfareRoutes } from './modules/welfare';
import { healthRoutes } from './modules/health';
import { inquiryRoutes } from './modules/inquiries';
import { interviewRoutes } from './modules/interviews';
import { jobAlertRoutes } from './modules/job-alerts';
import { jobOpeningRoutes, jobSearchRoutes } from './modules/job-openings';
import { lookupRoutes } from './modules/lookups';
import { offerRoutes } from './modules/offers';
import { privacyRoutes } from './modules/privacy';
import { resumableUploadRoutes } from './modules/resumable-uploads';
import { sharedShortlistRoutes, shareRequestRoutes, shortlistEmployerRoutes } from './modules/shortlists';
import { testimonialRoutes } from './modules/testimonials';
import { kannelRoutes, optInRoutes, whatsappRoutes } from './modules/text-messages';
import { uploadFileRoutes } from './modules/uploads';
import { userRoutes } from './modules/users';
import auth from './plugins/auth';
import errors from './plugins/errors';
import housekeeping from './plugins/housekeeping';
import mail from './plugins/mail';
import messages from './plugins/messages';
import privateAnswers from './plugins/private-answers';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import readModel from './plugins/read-model';
import scheduler from './plugins/scheduler';
import storage from './plugins/storage';
import videoRenditions from './plugins/video-renditions';
import schemas from './plugins/schemas';
import { staffArea } from './staff-area';
import { staffFileSubject } from './staff-file-scope';
import { loggerOptions } from './lib/log-format';
import { OneLinePerRequest } from './lib/request-log-controller';
import { lazyRequestLogger } from './lib/request-logger';
import { serverWithFrontPath, type FrontPath } from './lib/server-factory';
import { readModelFastPath } from './read-model/fast-path';
import './types';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API on a migrated database: plugins first, then every route under /api. */
export async function buildApp({ config, database, logger }: AppOptions) {
  // The read model's answers are served ahead of Fastify's routing (read-model/fast-path.ts), once
  // the plugins that hold them are registered; until then (and while closing) Fastify serves all.
  let fastPath: FrontPath | undefined;
  const app = Fastify({
    serverFactory: serverWithFrontPath(() => fastPath),
    logger: logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: config.BODY_LIMIT,
    // X-Forwarded-For counts only from the configured proxies; the website names visitors with
    // x-client-ip and WEBSITE_SECRET instead (lib/client-address.ts).
    trustProxy: config.UPSTREAM_TRUSTED_PROXIES.length > 0 ? config.UPSTREAM_TRUSTED_PROXIES : false,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorateRequest('viewer', null);
  app.decorateRequest('authProblem', null);
  app.decorateRequest('bearer', null);

  await app.register(errors);
  await app.register(privateAnswers);
  await app.register(schemas);
  await app.register(mail);
  await app.register(messages);
  await app.register(storage);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(auth);
  await app.register(housekeeping);
  await app.register(readModel);
  await app.register(scheduler);
  await app.register(videoRenditions);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contentRoutes);
      await api.register(lookupRoutes);
      await api.register(jobOpeningRoutes);
      await api.register(jobSearchRoutes);
      await api.register(testimonialRoutes);
      await api.register(uploadFileRoutes, { staffFileSubject });
      await api.register(resumableUploadRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(candidateApplicationRoutes);
      await api.register(deploymentCandidateRoutes);
      await api.register(shareRequestRoutes);
      await api.register(candidateProfileRoutes);
      await api.register(inquiryRoutes);
      await api.register(contactRoutes);
      await api.register(privacyRoutes);
      await api.register(jobAlertRoutes);
      await api.register(clientEmployerRoutes);
      await api.register(shortlistEmployerRoutes);
      await api.register(clientInviteRoutes);
      await api.register(sharedShortlistRoutes);
      await api.register(offerRoutes);
      await api.register(interviewRoutes);
      await api.register(kannelRoutes, { answerCheckIn: answerCheckInByText });
      await api.register(optInRoutes);
      await api.register(whatsappRoutes, { answerCheckIn: answerCheckInByText });
      await api.register(welfareRoutes);
      await api.register(staffArea, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  fastPath = readModelFastPath(app);
  app.addHook('preClose', () => {
    fastPath = undefined;
  });
  return app;
}
