import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { interviewForm } from '@/lib/contracts/interviews/form';
import { interviewTexts, outcomeSchema } from '@/lib/contracts/interviews/interview';
import { callUpstream } from '@/lib/upstream/call-upstream';

const { fields } = interviewForm;

/** Passed, Not selected or No-show, from the portal's interviews page. */
export async function POST(request: NextRequest) {
  return postForm(request, '/employer/interviews', (form) => {
    const id = textOf(form, fields.id);
    const parsed = outcomeSchema.safeParse({ outcome: textOf(form, fields.outcome) });
    if (!id) return { error: interviewTexts.missing };
    if (!parsed.success) return { error: interviewTexts.outcomeRequired };
    return {
      call: (auth) => callUpstream(api.employerInterviews.outcome, { params: { id }, json: parsed.data, ...auth }),
    };
  });
}
