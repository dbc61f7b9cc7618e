import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { interviewForm, slotFieldNames } from '@/lib/contracts/interviews/form';
import { employerProposalSchema } from '@/lib/contracts/interviews/interview';
import { callUpstream } from '@/lib/upstream/call-upstream';

const { fields, slotRows, slotField } = interviewForm;

/** Back to the shortlist's form, filled in as typed when refused (five times take a while to type). */
const back = {
  page: (form: Parameters<typeof textOf>[0]) => {
    const shortlistId = textOf(form, fields.shortlistId);
    return /^[0-9a-f-]{36}$/i.test(shortlistId)
      ? `/employer/interviews?shortlist=${shortlistId}`
      : '/employer/interviews';
  },
  keepValues: true,
};

/** The employer's proposal: the filled slot rows (empty ones left out), the ticked candidates. */
export async function POST(request: NextRequest) {
  return postForm(request, back, (form) => {
    const slots = Array.from({ length: slotRows }, (_, row) =>
      Object.fromEntries(slotFieldNames.map((name) => [name, textOf(form, slotField(row, name))])),
    ).filter((slot) => slot.start!.trim());
    const parsed = employerProposalSchema.safeParse({
      zone: textOf(form, fields.zone) || undefined,
      shortlistId: textOf(form, fields.shortlistId),
      candidateIds: form.getAll(fields.candidateIds).filter((v) => typeof v === 'string'),
      slots,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const row = issue.path[0] === 'slots' && typeof issue.path[1] === 'number' ? `Time ${issue.path[1] + 1}: ` : '';
      return { error: `${row}${issue.message}` };
    }
    return {
      call: async (auth) => {
        const answer = await callUpstream(api.employerInterviews.propose, { json: parsed.data, ...auth });
        if (!answer.ok) return answer;
        return Response.json({ message: 'Your times are sent: the candidates will choose one.' });
      },
    };
  });
}
