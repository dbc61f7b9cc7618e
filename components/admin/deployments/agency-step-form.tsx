'use client';

import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { StepView } from '@/lib/contracts/deployments/deployment';
import { documentUploadRules } from '@/lib/contracts/deployments/documents';
import { api } from '@/lib/contracts/endpoints';
import { MayCall } from '../staff-roles';
import { useAdminMutation } from '../use-admin';

const steps = api.adminDeploymentSteps;
const inputLook = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1';
const inputType = { date: 'date', datetime: 'datetime-local' } as Record<string, string>;

/** One piece of the agency's evidence as an input: a choice, a yes, a file, a date, a time or a text. */
function EvidenceField({ item }: { item: StepView['evidence'][number] }) {
  if (item.kind === 'yes') {
    return (
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={item.field} value="yes" required />
        {item.label}
      </label>
    );
  }
  return (
    <label className="block text-sm">
      <span className="font-medium">{item.label}</span>
      {item.kind === 'choice' ? (
        <select name={item.field} required defaultValue="" className={inputLook}>
          <option value="" disabled>
            Choose…
          </option>
          {item.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : item.kind === 'file' ? (
        <input name={documentUploadRules.field} type="file" accept={documentUploadRules.accept} required />
      ) : (
        <input name={item.field} type={inputType[item.kind] ?? 'text'} required maxLength={200} className={inputLook} />
      )}
    </label>
  );
}

/** Staff complete one of the agency's open steps with its evidence (the verified contract with its file). */
export function AgencyStepForm({ applicationId, step }: { applicationId: string; step: StepView }) {
  const params = { id: applicationId, step: step.key };
  const file = step.evidence.find((e) => e.kind === 'file');
  const fields = step.evidence.filter((e) => e.kind !== 'file');
  const complete = useAdminMutation((form: FormData) => {
    if (!file) {
      const evidence = Object.fromEntries(fields.map((e) => [e.field, String(form.get(e.field) ?? '')]));
      return callEndpoint(steps.complete, { params, body: { evidence } });
    }
    // The evidence fields go first: the upstream checks them before it reads the file.
    const upload = new FormData();
    for (const e of fields) upload.set(e.field, String(form.get(e.field) ?? ''));
    upload.set(documentUploadRules.field, form.get(documentUploadRules.field)!);
    return callEndpoint(steps.upload, { params, form: upload });
  }, `${step.label} done`);
  return (
    <MayCall endpoint={file ? steps.upload : steps.complete}>
      <form
        aria-label={`Complete ${step.label}`}
        className="mt-3 grid gap-2 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          complete.mutate(new FormData(e.currentTarget));
        }}
      >
        {[...fields, ...(file ? [file] : [])].map((item) => (
          <EvidenceField key={item.field} item={item} />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" className="px-2 py-1 text-xs" disabled={complete.isPending}>
            Mark done
          </Button>
        </div>
      </form>
    </MayCall>
  );
}
