import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { samplePdf, sampleWebm } from './helpers/files';
import { contactMessage } from './helpers/contact';
import {
  call,
  freePort,
  loadProcessesModule,
  signIn,
  spawnServer,
  staffEmail,
  staffPassword,
  startServer,
  upload,
} from './crash-safety-server';

// One real server process, on the embedded database: the driver of the test run does not matter.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('crash safety (kill -9 mid-batch)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  // Two real starts of the server (each allowed a minute) and a batch: more than the suites' 30 s default.
  it('keeps every record acknowledged before the kill, and leaves .incoming empty after the restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'upstream-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const first = await startServer(dataDir, port);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    const { base } = first;

    // A verified candidate (the verification link is in the log: mail goes to the outbox) and staff.
    const candidateEmail = 'crash.candidate@example.com';
    const password = 'Secret123!';
    const registered = await call(base, 'POST', '/auth/register', {
      userType: 'User',
      name: 'Crash Candidate',
      email: candidateEmail,
      phone: '09171234567',
      password,
      consent: true,
    });
    expect(registered.status).toBe(201);
    const linkIn = () => first.output().match(/verify-email\/([^?"\s]+)\?email=/);
    await vi.waitFor(() => expect(linkIn()).not.toBeNull(), { timeout: 5000 });
    const link = linkIn();
    const verified = await call(base, 'PUT', `/auth/verify-email/${encodeURIComponent(candidateEmail)}/${link![1]}`);
    expect(verified.status).toBe(200);
    const candidate = await signIn(base, candidateEmail, password);
    const staff = await signIn(base, staffEmail, staffPassword);
    const location = (await call(base, 'GET', '/preffered-location')).json.data[0]!._id;
    const inquiryType = (await call(base, 'GET', '/inquiry-type')).json.data[0]!._id;

    // Files for the applications, uploaded before the batch.
    const files = [];
    for (let i = 0; i < 4; i++) {
      const resume = await upload(base, candidate, '/upload/resume-image', 'image', samplePdf, 'application/pdf');
      const video = await upload(base, candidate, '/upload/resume-video', 'video', sampleWebm, 'video/webm');
      files.push({ resume: resume.json.data.path as string, video: video.json.data.path as string });
    }

    // The batch: applications, contact messages and 2 MB staff pictures, all at once.
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // Noise does not compress: about 2 MB of real PNG, decoded and re-encoded by the upstream.
    const bigPicture = await sharp({
      create: {
        width: 820,
        height: 820,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    type Outcome = { kind: 'application' | 'message' | 'picture'; key: string; status: number; path?: string };
    const requests: Promise<Outcome | undefined>[] = [];
    const settle = (promise: Promise<Outcome>) => requests.push(promise.catch(() => undefined));
    files.forEach((f, i) =>
      settle(
        call(
          base,
          'POST',
          '/apply-job',
          {
            name: `Crash Applicant ${'ABCD'[i]}`,
            email: candidateEmail,
            phone: '09171234567',
            resume: f.resume,
            video: f.video,
            englishProficiency: 'advanced',
            experienceInYears: 3,
            education: 'college',
            passportNumber: 'P1234567',
            passportExpiry: later(900),
            preferredLocation: location,
            availableToStart: later(30),
          },
          candidate,
        ).then((res) => ({ kind: 'application', key: `Crash Applicant ${'ABCD'[i]}`, status: res.status })),
      ),
    );
    for (let i = 0; i < 40; i++) {
      const subject = `Crash message ${i}`;
      settle(
        call(
          base,
          'POST',
          '/contact',
          contactMessage(inquiryType, { subject, message: 'Which documents do I need for the medical exam?' }),
        ).then((res) => ({ kind: 'message', key: subject, status: res.status })),
      );
    }
    for (let i = 0; i < 8; i++) {
      settle(
        upload(base, staff, '/admin/uploads/image', 'image', bigPicture, 'image/png').then((res) => ({
          kind: 'picture',
          key: String(i),
          status: res.status,
          path: res.json.data?.path,
        })),
      );
    }

    // Kill once a third of the batch is answered, a picture is stored and another is being written
    // (or, failing that, after 5 s).
    let answered = 0;
    let pictures = 0;
    for (const request of requests) {
      void request.then((outcome) => {
        answered++;
        if (outcome?.kind === 'picture' && outcome.status === 201) pictures++;
      });
    }
    const incoming = path.join(dataDir, 'uploads', 'private', '.incoming');
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const writing = (await readdir(incoming).catch(() => [])).length > 0;
      if (answered >= requests.length / 3 && writing && (pictures > 0 || Date.now() > deadline - 2000)) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    first.child.kill('SIGKILL');
    await once(first.child, 'exit').catch(() => undefined);
    const outcomes = (await Promise.all(requests)).filter((o): o is Outcome => Boolean(o));
    const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const unanswered = requests.length - outcomes.length;
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(unanswered).toBeGreaterThan(0);

    // Restart on the same data: every acknowledged record is there, nothing is left half-written.
    const second = await startServer(dataDir, port);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    expect(await readdir(incoming).catch(() => [])).toEqual([]);
    const staffAgain = await signIn(second.base, staffEmail, staffPassword);
    const messages = await call(second.base, 'GET', '/admin/messages?pageSize=100', undefined, staffAgain);
    const subjects = new Set((messages.json.data as { subject: string }[]).map((m) => m.subject));
    const applications = await call(second.base, 'GET', '/admin/applications?pageSize=100', undefined, staffAgain);
    const names = new Set((applications.json.data as { name: string }[]).map((a) => a.name));
    for (const outcome of acknowledged) {
      if (outcome.kind === 'message') expect(subjects, outcome.key).toContain(outcome.key);
      if (outcome.kind === 'application') expect(names, outcome.key).toContain(outcome.key);
      if (outcome.kind === 'picture') {
        const served = await fetch(`${second.base}/uploads/${outcome.path}`);
        expect(served.status, outcome.path).toBe(200);
        // Whole: the stored WebP decodes to the picture's full size.
        const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(stored).toMatchObject({ format: 'webp', width: 820, height: 820 });
      }
    }
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');
  }, 180_000);

  it('a server killed while its child prepares the database leaves no process behind', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'upstream-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const { child, output } = spawnServer(dataDir, await freePort());
    cleanup.push(async () => child.kill('SIGKILL'));
    const { descendants } = await loadProcessesModule();
    let preparing: number | undefined;
    await vi.waitFor(
      () => {
        preparing = descendants(child.pid!).find((p) => p.ppid === child.pid)?.pid;
        expect(preparing).toBeDefined();
      },
      { timeout: 30_000, interval: 100 },
    );
    child.kill('SIGKILL');
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // An orphan would go on writing the folder that a restarted server's own child then opens: it stops
    // at once instead, without finishing (it shares the server's output, where seeding is logged).
    await vi.waitFor(() => expect(alive(preparing!)).toBe(false), { timeout: 30_000, interval: 200 });
    expect(output()).not.toContain('seeded demo content');
  }, 60_000);
});
