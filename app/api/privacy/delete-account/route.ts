import { NextResponse, type NextRequest } from 'next/server';
import { forward } from '@/lib/bff/forward';
import { api } from '@/lib/contracts/endpoints';
import { dropSession, getSession, sessionEndedHeader } from '@/lib/session/session';

/**
 * Forwards the erasure; once the upstream has erased the account (its tokens no longer match any
 * account), the session cookie is cleared here and the answer tells the tab it is signed out.
 */
export async function POST(request: NextRequest) {
  const response = await forward(request, { endpoint: api.privacy.deleteAccount });
  if (!response.ok) return response;
  const body: unknown = await response.json();
  dropSession(await getSession());
  return NextResponse.json(body, { status: response.status, headers: { [sessionEndedHeader]: '1' } });
}
