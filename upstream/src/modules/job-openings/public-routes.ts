import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@contracts/endpoints';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import type { OneJobAnswer } from '../../read-model/job-answers';
import { sendAnswer, viewerVary, whenReady } from '../../read-model/send-answer';
import { findAppliedJobIds } from './repository';
import { withApplied } from './with-applied';

/** A signed-in viewer's copy of one opening: marked when they applied to it, else the shared answer. */
async function answerViewer(
  app: FastifyInstance,
  viewerId: string,
  entry: OneJobAnswer,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const applied = (await findAppliedJobIds(app.db, viewerId)).includes(entry.job._id);
  if (!applied) return sendAnswer(request, reply, entry.answer, viewerVary);
  return withApplied(reply, { data: { ...entry.job, isApplied: true } });
}

/**
 * The spec's list and single opening, from the read model. A signed-in viewer who applied to any of
 * them gets the cached objects marked from their applied ids (one small query), never a list query.
 */
export async function jobOpeningRoutes(app: FastifyInstance) {
  route(app, api.jobOpenings.list, async ({ query, viewer, request, reply }) => {
    const jobs = await app.readModel.jobs.get();
    const list = await (query.isActive ? jobs.active() : jobs.all());
    const applied = viewer ? new Set(await findAppliedJobIds(app.db, viewer.id)) : new Set<string>();
    if (!list.jobs.some((job) => applied.has(job._id))) return sendAnswer(request, reply, list.answer, viewerVary);
    return withApplied(reply, {
      data: list.jobs.map((job) => (applied.has(job._id) ? { ...job, isApplied: true } : job)),
    });
  });

  // A visitor's answer is sent at once from memory (no promise); a viewer's applied ids are one small query.
  route(app, api.jobOpenings.one, ({ params, viewer, request, reply }) => {
    return whenReady(app.readModel.jobs.now(), (jobs) => {
      const entry = jobs.one(params.idOrSlug);
      if (!entry) throw notFound('This job opening does not exist or has been removed.');
      return whenReady(entry, (made) =>
        viewer
          ? answerViewer(app, viewer.id, made, request, reply)
          : sendAnswer(request, reply, made.answer, viewerVary),
      );
    });
  });
}
