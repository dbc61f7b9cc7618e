import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingSignInHeader } from '@contracts/staff-auth/second-factor';
import { buildApp } from '../../src/app';
import { jobOpenings, testimonials } from '../../src/db/schema';
import { initDatabase } from '../../src/db/prepare';
import { totpCode } from '../../src/modules/auth/totp';
import { upsertContentDocument } from '../../src/modules/content/repository';
import { siteSettings } from '../../src/seed/content/shell';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('demo seed', () => {
  it('seeds an empty database once; a second start neither reseeds nor overwrites edits', async () => {
    const testDb = await createTestDatabase();
    const config = await testConfig({ SEED_PORTAL_DEMO: 'on' });
    const log: string[] = [];
    try {
      await initDatabase(testDb.handle, config, (m) => log.push(m));
      const edited = { ...siteSettings, whatsAppNumber: '+971 50 000 0000', passportValidityMonths: 9 };
      await upsertContentDocument(testDb.handle.db, 'site-setting', edited);
      const [jobsBefore] = await testDb.handle.db.select({ n: count() }).from(jobOpenings);

      // Second start of the server on the same database.
      const second = testDb.reopen();
      await initDatabase(second, config, (m) => log.push(m));
      const app = await buildApp({ config, database: second });
      const res = await app.inject({ method: 'GET', url: '/api/site-setting' });
      expect(res.json().data).toEqual(edited);
      const [jobsAfter] = await second.db.select({ n: count() }).from(jobOpenings);
      const [reviews] = await second.db.select({ n: count() }).from(testimonials);
      expect(jobsAfter?.n).toBe(jobsBefore?.n);
      expect(reviews?.n).toBe(6);
      expect(log).toEqual([
        'seeded demo content into an empty database',
        expect.stringMatching(/^demo staff account: admin@bayanihangulf\.example \/ \S{10,}$/),
        expect.stringMatching(
          /^demo staff authenticator app: otpauth:\/\/totp\/Bayanihan%20Gulf:admin%40bayanihangulf\.example\?secret=[A-Z2-7]{32}&/,
        ),
        expect.stringMatching(/^demo employer account: employer@demo\.bayanihangulf\.example \/ \S{10,}$/),
        'database has content; seed skipped',
      ]);
      await app.close();
    } finally {
      await testDb.drop();
    }
  });

  it('seeds nothing when SEED=off', async () => {
    const testDb = await createTestDatabase();
    try {
      await initDatabase(testDb.handle, await testConfig({ SEED: 'off' }), () => undefined);
      const [jobs] = await testDb.handle.db.select({ n: count() }).from(jobOpenings);
      expect(jobs?.n).toBe(0);
    } finally {
      await testDb.drop();
    }
  });

  it('gives the demo staff account DEMO_ADMIN_PASSWORD and DEMO_ADMIN_TOTP_SECRET when set, and logs neither', async () => {
    const testDb = await createTestDatabase();
    const log: string[] = [];
    const secret = 'KRUGS4ZANFZSAYJAMRSW233TORQWM6TL';
    try {
      const config = await testConfig({ DEMO_ADMIN_PASSWORD: 'Demo-staff-2026', DEMO_ADMIN_TOTP_SECRET: secret });
      await initDatabase(testDb.handle, config, (m) => log.push(m));
      expect(log.join('\n')).not.toContain('Demo-staff-2026');
      expect(log.join('\n')).not.toContain(secret);
      expect(log).toContain('demo staff authenticator app: (DEMO_ADMIN_TOTP_SECRET)');
      const app = await buildApp({ config, database: testDb.handle });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@bayanihangulf.example', password: 'Demo-staff-2026' },
      });
      expect(res.statusCode).toBe(200);
      const { step, pendingToken } = res.json().secondFactor;
      expect(step).toBe('verify');
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/second-factor',
        headers: { [pendingSignInHeader]: pendingToken },
        payload: { code: await totpCode(secret) },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.userType).toBe('Admin');
      await app.close();
    } finally {
      await testDb.drop();
    }
  });
});
