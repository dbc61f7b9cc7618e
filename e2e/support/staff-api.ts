import { expect, type APIRequestContext } from '@playwright/test';
import { pendingSignInHeader } from '../../lib/contracts/staff-auth/second-factor';
import { e2eStaffPassword, e2eStaffTotpSecret } from '../../playwright.config';
import { staffEmail } from './staff';
import { totpCode } from './totp';

/** The upstream's address in the journeys: the staff API is asked directly, as staff tools would. */
export const e2eUpstreamUrl = `http://localhost:${process.env.E2E_UPSTREAM_PORT ?? 4300}`;

interface ApplicationDetail {
  _id: string;
  email: string;
  stage: string;
  resume: { path: string; mimeType: string };
  video: { path: string; mimeType: string };
  stageHistory: { toStage: string; byCandidate: boolean; reason: string }[];
}

/**
 * The demo staff account's bearer header from the upstream, as a staff tool would sign in: the password,
 * then a code its authenticator app shows (computed from the secret the seed was given).
 */
export async function staffBearer(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post(`${e2eUpstreamUrl}/api/auth/login`, {
    data: { email: staffEmail, password: e2eStaffPassword },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { secondFactor } = (await login.json()) as { secondFactor: { pendingToken: string } };
  const signedIn = await request.post(`${e2eUpstreamUrl}/api/auth/second-factor`, {
    headers: { [pendingSignInHeader]: secondFactor.pendingToken },
    data: { code: await totpCode(e2eStaffTotpSecret) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
}

/** Signs in as the demo staff account and answers what a journey checks on the server. */
export async function staffApi(request: APIRequestContext) {
  const headers = await staffBearer(request);
  const get = async (path: string) => {
    const answer = await request.get(`${e2eUpstreamUrl}/api${path}`, { headers });
    expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
    return answer;
  };
  return {
    /** Every application sent from `email`. */
    async applicationsOf(email: string): Promise<ApplicationDetail[]> {
      const list = (await (await get(`/admin/applications?q=${encodeURIComponent(email)}&pageSize=50`)).json()) as {
        data: { _id: string; email: string }[];
      };
      const mine = list.data.filter((row) => row.email === email);
      return Promise.all(
        mine.map(
          async (row) =>
            ((await (await get(`/admin/applications/${row._id}`)).json()) as { data: ApplicationDetail }).data,
        ),
      );
    },
    /** Moves an application to `stage`, as the back office's stage form does. */
    async setStage(id: string, stage: string, notifyCandidate = false) {
      const answer = await request.patch(`${e2eUpstreamUrl}/api/admin/applications/${id}/stage`, {
        headers,
        data: { stage, notifyCandidate },
      });
      expect(answer.ok(), `stage ${stage}: ${answer.status()}`).toBe(true);
    },
    /** Sets (or with null clears) an application's planned departure date. */
    async setDepartureDate(id: string, plannedDepartureDate: string | null) {
      const answer = await request.put(`${e2eUpstreamUrl}/api/admin/applications/${id}/departure-date`, {
        headers,
        data: { plannedDepartureDate },
      });
      expect(answer.ok(), `departure date: ${answer.status()}`).toBe(true);
    },
    /** The status a staff download of a private file gets (404 once the file is removed). */
    async fileStatus(path: string): Promise<number> {
      return (await request.get(`${e2eUpstreamUrl}/api/files/${encodeURIComponent(path)}`, { headers })).status();
    },
    /** Any other staff call (`POST /admin/clients`…): expects a 2xx and answers its JSON body. */
    async send<T = unknown>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
      const answer = await request.fetch(`${e2eUpstreamUrl}/api${path}`, { method, headers, data });
      expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
      return (await answer.json()) as T;
    },
    /** The stored file's size in bytes, as staff download it. */
    async fileSize(path: string): Promise<number> {
      return (await (await get(`/files/${encodeURIComponent(path)}`)).body()).length;
    },
  };
}
