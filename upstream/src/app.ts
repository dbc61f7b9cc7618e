import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import adminRoutes from './modules/admin/routes';
import applicationRoutes from './modules/applications/routes';
import candidateProfileRoutes from './modules/candidate-profile/routes';
import clientInviteRoutes from './modules/client-invites/routes';
import authRoutes from './modules/auth/routes';
import contactRoutes from './modules/contact/routes';
import privacyRoutes from './modules/privacy/routes';
import contentRoutes from './modules/content/routes';
import deploymentDocumentRoutes from './modules/deployment-documents/routes';
import employerPortalRoutes from './modules/employer-portal/routes';
import healthRoutes from './modules/health/routes';
import inquiryRoutes from './modules/inquiries/routes';
import interviewRoutes from './modules/interviews/routes';
import jobAlertRoutes from './modules/job-alerts/routes';
import jobOpeningRoutes from './modules/job-openings/routes';
import jobSearchRoutes from './modules/job-search/routes';
import lookupRoutes from './modules/lookups/routes';
import myApplicationRoutes from './modules/my-applications/routes';
import offerRoutes from './modules/offers/routes';
import resumableUploadRoutes from './modules/resumable-uploads/routes';
import shareRequestRoutes from './modules/share-requests/routes';
import sharedShortlistRoutes from './modules/shared-shortlists/routes';
import testimonialRoutes from './modules/testimonials/routes';
import uploadRoutes from './modules/uploads/routes';
import userRoutes from './modules/users/routes';
import auth from './plugins/auth';
import errors from './plugins/errors';
import housekeeping from './plugins/housekeeping';
import mail from './plugins/mail';
import privateAnswers from './plugins/private-answers';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import readModel from './plugins/read-model';
import scheduler from './plugins/scheduler';
import storage from './plugins/storage';
import videoRenditions from './plugins/video-renditions';
import schemas from './plugins/schemas';
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
      await api.register(uploadRoutes);
      await api.register(resumableUploadRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(applicationRoutes);
      await api.register(deploymentDocumentRoutes);
      await api.register(myApplicationRoutes);
      await api.register(shareRequestRoutes);
      await api.register(candidateProfileRoutes);
      await api.register(inquiryRoutes);
      await api.register(contactRoutes);
      await api.register(privacyRoutes);
      await api.register(jobAlertRoutes);
      await api.register(employerPortalRoutes);
      await api.register(clientInviteRoutes);
      await api.register(sharedShortlistRoutes);
      await api.register(offerRoutes);
      await api.register(interviewRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  fastPath = readModelFastPath(app);
  app.addHook('preClose', () => {
    fastPath = undefined;
  });
  return app;
}
