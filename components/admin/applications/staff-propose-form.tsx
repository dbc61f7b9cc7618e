'use client';

import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { interviewZoneLabels, interviewZones, type InterviewZone } from '@/lib/contracts/interviews/time';
import { interviewKinds, interviewLimits, type SlotInput } from '@/lib/contracts/interviews/interview';
import { useAdminMutation } from '../use-admin';

const input = 'mt-1 w-full rounded-md border border-slate-300 p-1 text-sm';
const rows = [0, 1, 2, 3, 4];

/** Staff propose up to five times (Manila time by default) to this application of a client's job order. */
export function StaffProposeForm({ applicationId, jobOpeningId }: { applicationId: string; jobOpeningId: string }) {
  const propose = useAdminMutation((form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '');
    const slots = rows
      .map((row) => ({
        start: text(`slot${row}.start`),
        minutes: Number(text(`slot${row}.minutes`)),
        kind: text(`slot${row}.kind`) as SlotInput['kind'],
        meetingLink: text(`slot${row}.meetingLink`),
        address: text(`slot${row}.address`),
        guidance: text(`slot${row}.guidance`),
      }))
      .filter((slot) => slot.start);
    return callEndpoint(api.adminInterviews.propose, {
      body: { zone: text('zone') as InterviewZone, jobOpeningId, applicationIds: [applicationId], slots },
    });
  }, 'The times are sent to the candidate');
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-navy">Propose interview times</summary>
      <form
        aria-label="Propose interview times"
        className="mt-2 space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          propose.mutate(new FormData(e.currentTarget));
        }}
      >
        <label className="block">
          Times entered in
          <select name="zone" defaultValue="Asia/Manila" className={input}>
            {interviewZones.map((zone) => (
              <option key={zone} value={zone}>
                {interviewZoneLabels[zone]}
              </option>
            ))}
          </select>
        </label>
        {rows.map((row) => (
          <fieldset key={row} className="space-y-1 rounded border border-slate-200 p-2">
            <legend className="px-1">Time {row + 1}</legend>
            <input aria-label="Date and time" type="datetime-local" name={`slot${row}.start`} className={input} />
            <input
              aria-label="Length (minutes)"
              type="number"
              name={`slot${row}.minutes`}
              min={interviewLimits.minMinutes}
              max={interviewLimits.maxMinutes}
              defaultValue={30}
              className={input}
            />
            <select aria-label="Kind" name={`slot${row}.kind`} defaultValue="Video call" className={input}>
              {interviewKinds.map((kind) => (
                <option key={kind}>{kind}</option>
              ))}
            </select>
            <input
              aria-label="Video call link"
              name={`slot${row}.meetingLink`}
              placeholder="https://"
              className={input}
            />
            <input
              aria-label="Address (in person)"
              name={`slot${row}.address`}
              placeholder="Address"
              className={input}
            />
            <input
              aria-label="Guidance for the candidate"
              name={`slot${row}.guidance`}
              maxLength={interviewLimits.guidance}
              placeholder="What to prepare, dress, documents"
              className={input}
            />
          </fieldset>
        ))}
        <Button type="submit" disabled={propose.isPending}>
          Send the times
        </Button>
      </form>
    </details>
  );
}
