import { buttonClass } from '@/components/ui/button';
import { interviewZoneLabels, interviewZones } from '@/lib/contracts/interviews/time';
import { interviewForm, type SlotFieldName } from '@/lib/contracts/interviews/form';
import { interviewKinds, interviewLimits } from '@/lib/contracts/interviews/interview';

const { paths, fields, slotRows, slotField } = interviewForm;
const input = 'mt-1 w-full rounded-md border border-slate-300 p-2 text-sm';

export interface ProposeCandidate {
  _id: string;
  displayName: string;
}

/**
 * The employer's proposal, a plain form: the zone the times are entered in (Dubai by default), up to
 * five times (empty rows are left out), each with its length, kind, link or address and guidance,
 * and the candidates of the shortlist to invite.
 */
export function ProposeForm({
  shortlistId,
  title,
  candidates,
  typed = {},
}: {
  shortlistId: string;
  title: string;
  candidates: ProposeCandidate[];
  /** What was typed before a refusal, by field name: the form comes back filled in. */
  typed?: Record<string, string[]>;
}) {
  const typedOr = (name: string, fallback?: string) => typed[name]?.[0] ?? fallback;
  /** A time's field: its name and what it shows (what was typed, else `fallback`). */
  const slotInput = (row: number, name: SlotFieldName, fallback?: string) => ({
    name: slotField(row, name),
    defaultValue: typedOr(slotField(row, name), fallback),
  });
  return (
    <form method="post" action={paths.propose} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-xl font-semibold text-navy">Propose interview times: {title}</h2>
      <input type="hidden" name={fields.shortlistId} value={shortlistId} />
      <fieldset>
        <legend className="font-semibold">Candidates to invite</legend>
        {candidates.map((c) => (
          <label key={c._id} className="mr-4 inline-flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.candidateIds}
              value={c._id}
              defaultChecked={typed[fields.candidateIds]?.includes(c._id)}
            />{' '}
            {c.displayName}
          </label>
        ))}
      </fieldset>
      <label className="block max-w-xs text-sm font-semibold">
        Times entered in
        <select name={fields.zone} defaultValue={typedOr(fields.zone, 'Asia/Dubai')} className={input}>
          {interviewZones.map((zone) => (
            <option key={zone} value={zone}>
              {interviewZoneLabels[zone]}
            </option>
          ))}
        </select>
      </label>
      {Array.from({ length: slotRows }, (_, row) => (
        <fieldset key={row} className="grid gap-2 rounded-md border border-slate-200 p-3 md:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">Time {row + 1}</legend>
          <label className="text-sm">
            Date and time
            <input type="datetime-local" {...slotInput(row, 'start')} className={input} />
          </label>
          <label className="text-sm">
            Length (minutes)
            <input
              type="number"
              {...slotInput(row, 'minutes', '30')}
              min={interviewLimits.minMinutes}
              max={interviewLimits.maxMinutes}
              className={input}
            />
          </label>
          <label className="text-sm">
            Kind
            <select {...slotInput(row, 'kind', 'Video call')} className={input}>
              {interviewKinds.map((kind) => (
                <option key={kind}>{kind}</option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            Video call link
            <input type="url" {...slotInput(row, 'meetingLink')} placeholder="https://" className={input} />
          </label>
          <label className="text-sm">
            Address (in person)
            <input type="text" {...slotInput(row, 'address')} className={input} />
          </label>
          <label className="text-sm">
            Guidance for the candidate
            <input
              type="text"
              {...slotInput(row, 'guidance')}
              maxLength={interviewLimits.guidance}
              placeholder="What to prepare, dress, documents"
              className={input}
            />
          </label>
        </fieldset>
      ))}
      <button type="submit" className={buttonClass('primary')}>
        Send the times
      </button>
    </form>
  );
}
