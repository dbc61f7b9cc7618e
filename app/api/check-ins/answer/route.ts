import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { checkInForm, checkInPath, checkInTexts, checkInTokenPattern } from '@/lib/contracts/welfare/check-in-texts';
import { checkInAnswerSchema } from '@/lib/contracts/welfare/welfare';
import { callUpstream } from '@/lib/upstream/call-upstream';

const { fields } = checkInForm;

/**
 * The check-in page's plain form ("I'm fine" / "I need help", a note): answered upstream, then back to
 * the page (303) with the outcome. No sign-in: the link's token is the key (a malformed one is refused
 * before calling, and sent to the home page, since it names no check-in page).
 */
export async function POST(request: NextRequest) {
  const tokenOf = (form: Parameters<typeof textOf>[0]) => {
    const token = textOf(form, fields.token);
    return checkInTokenPattern.test(token) ? token : null;
  };
  return postForm(
    request,
    {
      page: (form) => {
        const token = tokenOf(form);
        return token ? checkInPath(token) : '/';
      },
      keepValues: true,
      missing: checkInTexts.missing,
    },
    (form) => {
      const token = tokenOf(form);
      if (!token) return { error: checkInTexts.missing };
      const parsed = checkInAnswerSchema.safeParse({
        answer: textOf(form, fields.answer) || undefined,
        note: textOf(form, fields.note) || undefined,
      });
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? checkInTexts.chooseAnswer };
      return {
        call: ({ clientIp }) =>
          callUpstream(api.welfare.answerCheckIn, { params: { token }, json: parsed.data, clientIp }),
      };
    },
  );
}
