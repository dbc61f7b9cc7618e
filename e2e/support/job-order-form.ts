import type { Page } from '@playwright/test';
import { isoDaysFromNow } from './files';

export interface JobOrderFormValues {
  jobOrderNumber: string;
  principalName: string;
  worksiteCity: string;
  vacancies: string;
  salaryFrom: string;
  salaryTo: string;
  contractMonths?: string;
}

/** Fills the staff job form's job order fields (and a valid-through date 120 days ahead), as staff would. */
export async function fillJobOrder(page: Page, values: JobOrderFormValues) {
  await page.getByLabel('Job order number').fill(values.jobOrderNumber);
  await page.getByLabel('Principal (employer) name').fill(values.principalName);
  await page.getByLabel('Worksite city').fill(values.worksiteCity);
  await page.getByLabel('Vacancies').fill(values.vacancies);
  await page.getByLabel('Monthly salary from (AED)').fill(values.salaryFrom);
  await page.getByLabel('Monthly salary to (AED)').fill(values.salaryTo);
  await page.getByLabel('Contract length (months)').fill(values.contractMonths ?? '24');
  await page.getByLabel('Valid through').fill(isoDaysFromNow(120));
}
