import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { interviewForm, invitationAnchor } from '@/lib/contracts/interviews/form';
import { bookSlotSchema, interviewTexts } from '@/lib/contracts/interviews/interview';
import { callUpstream } from '@/lib/upstream/call-upstream';

const { fields } = interviewForm;

/** A tapped time on My Applications: booked (or the booked interview moved) upstream, then back to it. */
export async function POST(request: NextRequest) {
  return postForm(request, '/my-applications', (form) => {
    const id = textOf(form, fields.id);
    const parsed = bookSlotSchema.safeParse({ slotId: textOf(form, fields.slotId) });
    if (!/^[0-9a-f-]{36}$/i.test(id)) return { error: interviewTexts.missing };
    if (!parsed.success) return { error: interviewTexts.slotRequired };
    return {
      call: (auth) => callUpstream(api.myInterviews.book, { params: { id }, json: parsed.data, ...auth }),
      hash: invitationAnchor(id),
    };
  });
}
