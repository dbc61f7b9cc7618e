import { NextResponse } from 'next/server';
import { getActiveSession, sessionEndedHeader } from '@/lib/session/session';

/** The browser reports mouse, key, scroll, touch or click activity; it keeps the session alive. */
export async function POST() {
  const { session } = await getActiveSession();
  // Only a tab that believes someone is signed in reports activity: tell it the session is over.
  if (!session.token) return NextResponse.json({ data: null }, { status: 401, headers: { [sessionEndedHeader]: '1' } });
  session.lastActivity = Date.now();
  await session.save();
  return new NextResponse(null, { status: 204 });
}
