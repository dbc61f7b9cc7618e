import { buttonClass } from '@/components/ui/button';
import { employerIncidentForm } from '@/lib/contracts/welfare/check-in-texts';
import { incidentKindLabels, incidentKinds } from '@/lib/contracts/welfare/welfare';

/**
 * The employer's report of an incident on a departed hire (death, injury, illness, detention, abuse, a
 * missing worker): a plain form that works without script; the agency reports it within 5 working days.
 */
export function ReportIncidentForm({
  applicationId,
  description = '',
}: {
  applicationId: string;
  description?: string;
}) {
  const { fields } = employerIncidentForm;
  return (
    <form
      method="post"
      action={employerIncidentForm.path}
      aria-labelledby="report-incident-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="report-incident-heading" className="text-lg font-semibold text-navy">
        Report an incident
      </h2>
      <input type="hidden" name={fields.applicationId} value={applicationId} />
      <label className="block text-sm font-medium">
        What happened
        <select name={fields.kind} className="mt-1 block w-full rounded border border-slate-300 p-2">
          {incidentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {incidentKindLabels[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Describe it
        <textarea
          name={fields.description}
          required
          maxLength={2000}
          rows={3}
          defaultValue={description}
          className="mt-1 block w-full rounded border border-slate-300 p-2"
        />
      </label>
      <button type="submit" className={buttonClass('secondary')}>
        Send the report
      </button>
    </form>
  );
}
