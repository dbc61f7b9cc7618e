import 'server-only';
import { api } from '@/lib/contracts/endpoints';
import { isPastValidThrough } from '@/lib/shared/uae-time';
import { callUpstream } from './call-upstream';

/** A job page: /candidates/{slug}, the first segment already lower-cased. */
const jobPagePath = /^\/candidates\/([^/]+)$/;

/** An opening is closed when staff deactivated it, or once its valid-through day has ended in the UAE. */
export const isClosedJob = (job: { isActive: boolean; validThrough: string | null }) =>
  !job.isActive || isPastValidThrough(job.validThrough, new Date());

/**
 * For proxy.ts: when this path is the page of an opening that exists but has closed, its slug (the
 * page then answers 410 Gone with a way to current openings); otherwise null. An unknown opening is
 * left to the page's 404, and an upstream that cannot answer to the page's own handling.
 */
export async function closedJobSlug(path: string): Promise<string | null> {
  const slug = jobPagePath.exec(path)?.[1];
  if (!slug) return null;
  let idOrSlug: string;
  try {
    idOrSlug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  if (idOrSlug.length > 200) return null;
  const res = await callUpstream(api.jobOpenings.one, { params: { idOrSlug } }).catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as { data?: { isActive: boolean; validThrough: string | null } };
  return body?.data && isClosedJob(body.data) ? slug : null;
}
