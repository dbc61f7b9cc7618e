'use client';

import { useEffect, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { educationLabels, educationLevels, englishLabels, englishLevels, localTodayIso } from '@/lib/contracts';
import { usePassportValidityMonths } from '@/lib/client/passport-rule';
import { useLookup } from '@/lib/client/use-lookup';
import { earliestValidPassportExpiry, passportTooEarlyMessage } from '@/lib/contracts/applications/passport-validity';
import { bindFields } from '@/lib/forms/bind-fields';
import {
  applicationForm,
  localTomorrowIso,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from './application-form-schema';

export type ApplicationFormApi = UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;

const englishOptions = englishLevels.map((level) => ({ value: level, label: englishLabels[level] }));
const educationOptions = educationLevels.map((level) => ({ value: level, label: educationLabels[level] }));
const options = (list: { _id: string; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: item._id, label: item.name }));

/** The declared label, message and registration of each typed field of the application. */
export const applicationFields = (form: ApplicationFormApi) => bindFields(form, applicationForm.labels);

export function FormSection({ title, grid = true, children }: { title: string; grid?: boolean; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-navy">{title}</legend>
      {grid ? <div className="grid gap-4 sm:grid-cols-2">{children}</div> : children}
    </fieldset>
  );
}

/** Selects restored before their options arrived show the restored choice once the options are there. */
function useRestoredChoice(form: ApplicationFormApi, name: 'position_applied' | 'preferred_location', list: unknown) {
  useEffect(() => {
    const value = form.getValues(name);
    if (value) form.setValue(name, value);
  }, [list, form, name]);
}

/** Name, contacts and, for a general application, the position applied for. */
export function PersonalSection({ form, general }: { form: ApplicationFormApi; general: boolean }) {
  const field = applicationFields(form);
  const positions = useLookup('position');
  useRestoredChoice(form, 'position_applied', positions);
  return (
    <FormSection title="Personal Information">
      <FormField {...field('full_name')} autoComplete="name" />
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
      {general ? (
        <FormField
          {...field('position_applied')}
          as="select"
          options={options(positions)}
          placeholder="Select a position"
        />
      ) : null}
    </FormSection>
  );
}

export function ProfessionalSection({ form }: { form: ApplicationFormApi }) {
  const field = applicationFields(form);
  return (
    <FormSection title="Professional Information">
      <FormField {...field('experience_years')} type="number" min={0} max={50} step={1} inputMode="numeric" />
      <FormField {...field('previous_job_title')} />
      <FormField
        {...field('education_level')}
        as="select"
        options={educationOptions}
        placeholder="Select education level"
      />
      <FormField
        {...field('english_proficiency')}
        as="select"
        options={englishOptions}
        placeholder="Select proficiency"
      />
    </FormSection>
  );
}

/**
 * A warning (not an error: the spec's rules stay as they are) when the passport expires less than
 * `months` months after the date the candidate can start, the departure date we know of at this point.
 */
function passportExpiryWarning(expiry: unknown, availableFrom: unknown, months: number): string | null {
  const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (!isDate(expiry) || !isDate(availableFrom)) return null;
  const earliest = earliestValidPassportExpiry(availableFrom, months);
  return expiry < earliest ? passportTooEarlyMessage(months, earliest) : null;
}

/** Passport, preferred location and the date the candidate can start. */
export function TravelSection({ form }: { form: ApplicationFormApi }) {
  const field = applicationFields(form);
  const locations = useLookup('preffered-location');
  useRestoredChoice(form, 'preferred_location', locations);
  const passportMonths = usePassportValidityMonths();
  const [passportExpiry, availableFrom] = useWatch({
    control: form.control,
    name: ['passport_expiry', 'availability_date'],
  });
  const passportWarning = passportExpiryWarning(passportExpiry, availableFrom, passportMonths);
  return (
    <FormSection title="Travel & Deployment Information">
      <FormField {...field('passport_number')} autoCapitalize="characters" />
      <FormField {...field('passport_expiry', { deps: ['availability_date'] })} type="date" min={localTomorrowIso()} />
      {passportWarning && !form.formState.errors.passport_expiry && (
        <p role="status" className="-mt-2 text-sm text-amber-800" data-testid="passport-warning">
          {passportWarning}
        </p>
      )}
      <FormField
        {...field('preferred_location')}
        as="select"
        options={options(locations)}
        placeholder="Select a location"
      />
      <FormField {...field('availability_date')} type="date" min={localTodayIso()} />
    </FormSection>
  );
}

export function NotesSection({ form }: { form: ApplicationFormApi }) {
  const field = applicationFields(form);
  return (
    <FormSection title="Additional Information" grid={false}>
      <FormField {...field('notes')} as="textarea" rows={4} maxLength={500} />
    </FormSection>
  );
}
