import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resumableUpload } from '@contracts/uploads/resumable';
import { HttpError } from '../../http-error';
import { requireViewer } from '../../plugins/auth';
import { resumableUploads, type FinishedUpload } from './service';

/**
 * The tus 1.0 endpoint (docs/decisions/0008): POST creates an upload, HEAD tells how much arrived,
 * PATCH sends the next chunk, DELETE cancels. Checks who may do what here, then hands the request to
 * tus, which answers it itself.
 */
export async function resumableUploadRoutes(app: FastifyInstance) {
  const uploads = resumableUploads(app);
  // tus reads the chunk from the request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const base = resumableUpload.upstreamPath;
  const signedIn = requireViewer();
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    try {
      await uploads.handle(request.raw, reply.raw);
    } catch (err) {
      request.log.error({ err }, 'resumable upload failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
      else reply.raw.destroy();
    }
  };

  // Preflight: harmless, and never needs an account.
  app.route({ method: 'OPTIONS', url: base, handler: handOver });
  app.route({ method: 'OPTIONS', url: `${base}/:id`, handler: handOver });

  app.route({
    method: 'POST',
    url: base,
    preValidation: signedIn,
    // One count per file, like the multipart uploads; the chunks that follow are not counted.
    preHandler: app.uploadRateLimit,
    handler: async (request, reply) => {
      await uploads.allowCreation(request.raw, request.viewer!);
      return handOver(request, reply);
    },
  });

  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${base}/:id`,
    preValidation: signedIn,
    handler: async (request, reply) => {
      const { finished } = await uploads.findOwn(request.params.id, request.viewer!);
      if (!finished) return handOver(request, reply);
      if (request.method === 'HEAD') return answerFinished(reply, finished);
      if (request.method === 'PATCH') {
        throw new HttpError(409, 'This upload is already complete.', undefined, finishedHeaders(finished));
      }
      throw new HttpError(400, 'This upload is complete and can no longer be cancelled.');
    },
  });
}

function finishedHeaders(finished: FinishedUpload): Record<string, string> {
  return {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': String(finished.size),
    'Upload-Length': String(finished.size),
    [resumableUpload.resultHeader]: finished.path,
    'Cache-Control': 'no-store',
  };
}

/** A finished upload's HEAD: all of it arrived, and where its file is (the finishing PATCH's answer may have been lost). */
function answerFinished(reply: FastifyReply, finished: FinishedUpload) {
  return reply.status(200).headers(finishedHeaders(finished)).send();
}
