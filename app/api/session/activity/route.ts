import { NextResponse } from 'next/server';
import { getActiveSession } from '@/lib/session/session';

/** The browser reports mouse, key, scroll, touch or click activity; it keeps the session alive. */
export async function POST() {
  const session = await getActiveSession();
  if (!session.token) return NextResponse.json({ data: null }, { status: 401 });
  session.lastActivity = Date.now();
  await session.save();
  return new NextResponse(null, { status: 204 });
}
