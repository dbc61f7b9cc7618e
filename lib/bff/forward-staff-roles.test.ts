import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@/lib/contracts/users/staff-roles';

// The forwarding of a staff call whose session holds the roles of sign-in, against a stub upstream.
const env = vi.hoisted(() => ({ UPSTREAM_API_URL: '', WEBSITE_SECRET: undefined }));
const state = vi.hoisted(() => ({
  session: {} as { token?: string; user?: Record<string, unknown>; save: () => Promise<void> },
  rolesNow: [] as StaffRole[],
}));
vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => ({ env }));
vi.mock('@/lib/session/session', () => ({
  getActiveSession: async () => ({ session: state.session, ended: false }),
  dropSession: () => undefined,
  sessionEndedHeader: 'x-session-ended',
}));
const { forward } = await import('./forward');
const { api } = await import('@/lib/contracts/endpoints');

const staffUser = (staffRoles: StaffRole[]) => ({
  _id: '00000000-0000-4000-8000-000000000001',
  userType: 'Admin',
  name: 'Rosa Reyes',
  email: 'rosa@agency.example',
  phone: '',
  country: '',
  companyName: '',
  businessType: null,
  image: null,
  emailVerified: true,
  staffRoles,
});

let asked: string[] = [];
let upstream: Server;
beforeAll(async () => {
  upstream = createServer((req: IncomingMessage, res) => {
    asked.push(req.url!);
    res.writeHead(200, { 'content-type': 'application/json' });
    const body = req.url === '/api/user/profile' ? { data: staffUser(state.rolesNow) } : { data: [], total: 0 };
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  env.UPSTREAM_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));
beforeEach(() => {
  asked = [];
  state.session = { token: 'token', user: staffUser(['Content editor']), save: async () => undefined };
});

const listApplications = () =>
  forward(new NextRequest('http://site/api/admin/applications'), { endpoint: api.adminApplications.list });

describe('a staff call the roles of sign-in do not allow', () => {
  it('goes through when a Manager has given the role since, and the session learns the roles', async () => {
    state.rolesNow = ['Content editor', 'Recruiter'];
    const res = await listApplications();
    expect(res.status).toBe(200);
    expect(asked).toEqual(['/api/user/profile', expect.stringMatching(/^\/api\/admin\/applications/)]);
    expect(state.session.user?.staffRoles).toEqual(['Content editor', 'Recruiter']);
  });

  it('is refused (403) without reaching the endpoint when the roles still do not allow it', async () => {
    state.rolesNow = ['Content editor'];
    const res = await listApplications();
    expect(res.status).toBe(403);
    expect(asked).toEqual(['/api/user/profile']);
  });

  it('asks nothing more when the roles of sign-in allow it', async () => {
    state.session.user = staffUser(['Recruiter']);
    expect((await listApplications()).status).toBe(200);
    expect(asked).toHaveLength(1);
  });
});
