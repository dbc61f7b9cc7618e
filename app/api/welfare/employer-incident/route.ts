import type { NextRequest } from 'next/server';
import { postForm, textOf } from '@/lib/bff/form-post';
import { api } from '@/lib/contracts/endpoints';
import { employerIncidentForm } from '@/lib/contracts/welfare/check-in-texts';
import { openIncidentSchema, welfareTexts } from '@/lib/contracts/welfare/welfare';
import { callUpstream } from '@/lib/upstream/call-upstream';

const { fields } = employerIncidentForm;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The employer portal's incident on a hire, a plain form: answered upstream, then back to the hire (303). */
export async function POST(request: NextRequest) {
  return postForm(
    request,
    {
      page: (form) => {
        const applicationId = textOf(form, fields.applicationId);
        return uuid.test(applicationId) ? `/employer/hires/${applicationId}` : '/employer/hires';
      },
      keepValues: true,
      missing: welfareTexts.missingWorker,
    },
    (form) => {
      const applicationId = textOf(form, fields.applicationId);
      if (!uuid.test(applicationId)) return { error: welfareTexts.missingWorker };
      const parsed = openIncidentSchema.safeParse({
        kind: textOf(form, fields.kind) || undefined,
        description: textOf(form, fields.description),
      });
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? welfareTexts.kind };
      return {
        call: (auth) =>
          callUpstream(api.welfare.employerIncident, { params: { applicationId }, json: parsed.data, ...auth }),
        success: (answer) => employerIncidentForm.opened((answer as { data: { dueOn: string } }).data.dueOn),
      };
    },
  );
}
