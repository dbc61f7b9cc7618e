import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { interviewForm } from '@/lib/contracts/interviews/form';
import { declineSlotsSchema, interviewTexts } from '@/lib/contracts/interviews/interview';
import { callUpstream } from '@/lib/upstream/call-upstream';

const { fields } = interviewForm;

/** 'None of these work' with the candidate's note. */
export async function POST(request: NextRequest) {
  return postForm(request, '/my-applications', (form) => {
    const id = textOf(form, fields.id);
    const parsed = declineSlotsSchema.safeParse({ note: textOf(form, fields.note) });
    if (!id) return { error: interviewTexts.missing };
    if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? interviewTexts.noteRequired };
    return { call: (auth) => callUpstream(api.myInterviews.decline, { params: { id }, json: parsed.data, ...auth }) };
  });
}
