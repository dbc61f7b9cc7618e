import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { readJsonBody } from '@/lib/bff/read-body';
import { env } from '@/lib/env';

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(100)).min(1).max(50) });

function authorized(request: NextRequest) {
  const given = Buffer.from(request.headers.get('x-revalidate-secret') ?? '');
  const expected = Buffer.from(env.REVALIDATE_SECRET ?? '');
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On-demand revalidation: the upstream calls this when staff change content or jobs, so the public
 * pages show the change on their next load instead of after the time-based interval.
 */
export async function POST(request: NextRequest) {
  if (!authorized(request)) return NextResponse.json({ message: 'Not allowed.' }, { status: 401 });
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = bodySchema.safeParse(read.value);
  if (!body.success) return NextResponse.json({ message: 'Send { tags: string[] }.' }, { status: 400 });
  for (const tag of body.data.tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: body.data.tags });
}
