import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VideoRenditionWorker } from '../modules/uploads/rendition-worker';

/** How often the queue is looked at besides each upload's wake: retries, other instances' stopped claims. */
const pollMs = 60_000;
/** The first look waits until start-up's first requests are served. */
const firstLookMs = 5_000;

/**
 * The video worker (modules/video-renditions): playable copies and posters of uploaded videos. Start-up
 * never waits on it: the first look at the queue runs a few seconds after the app is ready, then every
 * minute and after each video upload. Closing stops ffmpeg and gives the video back to the queue.
 * With VIDEO_WORKER=off this process makes no copies (`app.videoRenditions.drain()` still does).
 */
export default fp(
  async function videoRenditions(app: FastifyInstance) {
    const worker = new VideoRenditionWorker({
      db: app.db,
      storage: app.storage.private,
      paths: app.config.paths,
      log: app.log,
      ffmpegPath: app.config.FFMPEG_PATH,
      enabled: app.config.VIDEO_WORKER === 'on',
    });
    app.decorate('videoRenditions', worker);
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      if (app.config.VIDEO_WORKER === 'off') return;
      timers.push(setTimeout(() => worker.wake(), firstLookMs).unref());
      timers.push(setInterval(() => worker.wake(), pollMs).unref());
    });
    app.addHook('onClose', async () => {
      timers.forEach(clearTimeout);
      await worker.close();
    });
  },
  { name: 'video-renditions', dependencies: ['storage'] },
);
