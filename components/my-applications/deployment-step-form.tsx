import { buttonClass } from '@/components/ui/button';
import type { StepView } from '@/lib/contracts/deployments/deployment';
import { documentUploadRules } from '@/lib/contracts/deployments/documents';
import { stepForm } from '@/lib/contracts/deployments/step-form';

const { path, fields } = stepForm;
const fieldLook = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base';

/** One piece of a step's evidence as a plain input: text, a date, a choice, a yes, or a file (the camera is offered). */
function EvidenceInput({ id, item }: { id: string; item: StepView['evidence'][number] }) {
  const inputId = `${id}-${item.field}`;
  if (item.kind === 'yes') {
    return (
      <label className="flex min-h-11 items-center gap-2 text-base">
        <input type="checkbox" name={item.field} value="yes" required className="h-5 w-5" />
        {item.label}
      </label>
    );
  }
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {item.kind === 'file' ? `${item.label} (PDF or photo, 10 MB at most)` : item.label}
      </label>
      {item.kind === 'choice' ? (
        <select id={inputId} name={item.field} required className={fieldLook} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {item.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : item.kind === 'file' ? (
        <input
          id={inputId}
          name={fields.file}
          type="file"
          accept={documentUploadRules.accept}
          required
          className="mt-1 block w-full text-sm"
        />
      ) : (
        <input
          id={inputId}
          name={item.field}
          type={item.kind === 'date' ? 'date' : item.kind === 'datetime' ? 'datetime-local' : 'text'}
          required
          maxLength={200}
          className={fieldLook}
        />
      )}
    </div>
  );
}

/**
 * The candidate's (or the employer's) step as a plain multipart form (it works without script on a slow phone): the
 * website answers it upstream and sends the browser back to My Applications.
 */
export function DeploymentStepForm({
  applicationId,
  step,
  submit = 'Send',
}: {
  applicationId: string;
  step: StepView;
  submit?: string;
}) {
  const id = `step-${step.key}`;
  // The file goes last: the upstream checks the other fields before it reads the file.
  const ordered = [
    ...step.evidence.filter((e) => e.kind !== 'file'),
    ...step.evidence.filter((e) => e.kind === 'file'),
  ];
  return (
    <form method="post" action={path} encType="multipart/form-data" className="mt-3 space-y-3" aria-label={step.label}>
      <input type="hidden" name={fields.applicationId} value={applicationId} />
      <input type="hidden" name={fields.step} value={step.key} />
      {ordered.map((item) => (
        <EvidenceInput key={item.field} id={id} item={item} />
      ))}
      <button type="submit" className={buttonClass('primary')}>
        {submit}
      </button>
    </form>
  );
}
