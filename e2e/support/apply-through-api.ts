import { validApplicationBody } from '../../lib/contracts/applications/fixtures/application-body';
import type { ApplicationPayload } from '../../lib/contracts/applications/fields';
import { expect, type APIRequestContext } from '@playwright/test';
import { lookupId, type Bearer } from './api-accounts';
import { resumePdf } from './files';
import { e2eUpstreamUrl } from './staff-api';

type Upload = { name: string; mimeType: string; buffer: Buffer };

/**
 * An application sent through the upstream's API as the signed-in candidate (`headers`): the resume
 * and video uploaded first, as the form does. `fields` sets the candidate's answers and `jobId`.
 */
export async function applyThroughApi(
  request: APIRequestContext,
  headers: Bearer,
  email: string,
  video: Upload,
  fields: Partial<ApplicationPayload> = {},
): Promise<string> {
  const upload = async (route: string, field: string, file: Upload) => {
    const res = await request.post(`${e2eUpstreamUrl}/api/upload/${route}`, { headers, multipart: { [field]: file } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { path: string } }).data.path;
  };
  const res = await request.post(`${e2eUpstreamUrl}/api/apply-job`, {
    headers,
    data: validApplicationBody(
      {
        email,
        resume: await upload('resume-image', 'image', resumePdf),
        video: await upload('resume-video', 'video', video),
        preferredLocation: await lookupId(request, 'preffered-location'),
      },
      { appliedFor: await lookupId(request, 'position'), ...fields },
    ),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}
