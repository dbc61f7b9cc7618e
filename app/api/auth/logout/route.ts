import { NextResponse } from 'next/server';
import { getSession } from '@/lib/session/session';

export async function POST() {
  const session = await getSession();
  session.destroy();
  return NextResponse.json({ message: 'Logged out successfully' });
}
