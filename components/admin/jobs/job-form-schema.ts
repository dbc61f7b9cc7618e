import { jobOpeningFields, pickJobOrder, type AdminJobOpening, type JobOpeningInput } from '@/lib/contracts';
import { defineFormOf } from '@/lib/forms/define-form';

/** The staff job form: jobOpeningFields under their payload keys, with their labels and rules. */
export const jobOpeningForm = defineFormOf(jobOpeningFields);

/** The form's values: a new opening's (the declared defaults), or the opening being edited as staff send it back. */
export function jobFormValues(job: AdminJobOpening | undefined): JobOpeningInput {
  // The form reads a number's text; its empty numbers are the rules' defaults (null), as the payload's.
  if (!job) return jobOpeningForm.empty as JobOpeningInput;
  return {
    title: job.title,
    companyName: job.companyName,
    icon: job.icon,
    tag: job.tag,
    position: job.position?._id ?? null,
    locations: job.location.map((l) => l._id),
    clientId: job.clientId,
    salaryBudget: job.salaryBudget?._id ?? null,
    salaryMinAed: job.salaryMinAed,
    salaryMaxAed: job.salaryMaxAed,
    employmentType: job.employmentType,
    ...pickJobOrder(job),
    description: job.description,
    responsibilities: job.responsibilities,
    benefits: job.benefits,
    isActive: job.isActive,
    validThrough: job.validThrough?.slice(0, 10) ?? null,
  };
}
