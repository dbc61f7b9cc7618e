import { NextResponse } from 'next/server';
import { endSession, getSession } from '@/lib/session/session';

/** Ends the session here and its token upstream, so a copied cookie no longer works. */
export async function POST() {
  await endSession(await getSession());
  return NextResponse.json({ message: 'Logged out successfully' });
}
