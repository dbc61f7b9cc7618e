import { NextResponse } from 'next/server';
import { getActiveSession } from '@/lib/session/session';

/** The signed-in user (or null), for client islands; never the token. */
export async function GET() {
  const { session } = await getActiveSession();
  return NextResponse.json(
    { data: session.token ? (session.user ?? null) : null },
    { headers: { 'cache-control': 'no-store' } },
  );
}
