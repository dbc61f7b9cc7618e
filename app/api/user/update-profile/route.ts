import { NextResponse, type NextRequest } from 'next/server';
import { forward } from '@/lib/bff/forward';
import { userSchema } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { getSession } from '@/lib/session/session';

/** Forwards the update, then refreshes the user kept in the session (name and picture in the header). */
export async function PUT(request: NextRequest) {
  const response = await forward(request, { endpoint: api.users.updateProfile });
  if (!response.ok) return response;
  const body = await response.json();
  const user = userSchema.safeParse(body.data);
  if (user.success) {
    const session = await getSession();
    session.user = user.data;
    await session.save();
  }
  return NextResponse.json(body, { status: response.status });
}
