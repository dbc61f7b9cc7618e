import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { interviewForm } from '@/lib/contracts/interviews/form';
import { interviewTexts } from '@/lib/contracts/interviews/interview';
import { callUpstream } from '@/lib/upstream/call-upstream';

/** Cancels a booked interview from the portal: everyone gets the cancellation. */
export async function POST(request: NextRequest) {
  return postForm(request, '/employer/interviews', (form) => {
    const id = textOf(form, interviewForm.fields.id);
    if (!id) return { error: interviewTexts.missing };
    return { call: (auth) => callUpstream(api.employerInterviews.cancel, { params: { id }, ...auth }) };
  });
}
