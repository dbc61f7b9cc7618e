import { candidateProfileSchema } from '@contracts/candidates/profile';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { uploads } from '../../../src/db/schema';
import type { TestAccount } from '../../helpers/accounts';
import { isoDaysFromNow, uploadAs, validApplication } from '../../helpers/application';
import { buildTestApp } from '../../helpers/build-test-app';
import { samplePdf, sampleWebm } from '../../helpers/files';

type Auth = { authorization: string } | Record<string, never>;

/**
 * The API with the seeded locations and job openings, and what the profile tests do with it: call it,
 * read a candidate's profile, fill in details, upload a resume or video, look at stored files, apply.
 */
export async function candidateProfileWorld() {
  const ctx = await buildTestApp();
  const locations: { _id: string }[] = (await ctx.app.inject({ method: 'GET', url: '/api/preffered-location' })).json()
    .data;
  const jobs: { _id: string }[] = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json()
    .data;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as InjectOptions['payload'] });

  const profileOf = async (account: TestAccount) => {
    const res = await call('GET', '/candidate-profile', account.auth);
    expect(res.statusCode).toBe(200);
    return candidateProfileSchema.strict().parse(res.json().data);
  };

  const details = (extra: Record<string, unknown> = {}) => ({
    preferredLocation: locations[0]!._id,
    experienceInYears: 6,
    previousJobTitle: 'Head Waiter',
    education: 'college',
    englishProficiency: 'fluent',
    passportNumber: 'ab9876543',
    passportExpiry: isoDaysFromNow(700),
    availableToStart: isoDaysFromNow(20),
    ...extra,
  });

  const uploadResume = (account: TestAccount) => uploadAs(ctx, account, 'resume-image', 'image', samplePdf, 'cv.pdf');
  const uploadVideo = (account: TestAccount) => uploadAs(ctx, account, 'resume-video', 'video', sampleWebm, 'me.webm');
  const stored = (name: string) => ctx.app.storage.private.stat(name);
  const uploadRow = async (name: string) =>
    (await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, name)))[0];

  async function apply(account: TestAccount, extra: Record<string, unknown> = {}) {
    const payload = await validApplication(ctx, account, extra);
    const res = await call('POST', '/apply-job', account.auth, payload);
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data._id as string, payload };
  }

  const close = () => ctx.close();
  return { ctx, locations, jobs, call, profileOf, details, uploadResume, uploadVideo, stored, uploadRow, apply, close };
}

export type CandidateProfileWorld = Awaited<ReturnType<typeof candidateProfileWorld>>;
