'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { User } from '@/lib/contracts';
import type { CandidateProfile } from '@/lib/contracts/candidates/profile';
import { api } from '@/lib/contracts/endpoints/site';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { candidateProfileKey } from '@/lib/client/use-candidate-profile';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import {
  applicationForm,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormValues,
} from './application-form-schema';
import { ProfessionalSection, TravelSection, type ApplicationFormApi } from './application-form-sections';
import { prefilledValues, profileDetailsFrom } from './application-prefill';

/** The profile's details, edited with the application form's own sections and rules. */
export function CandidateProfileDetails({ user, profile }: { user: User; profile: CandidateProfile }) {
  const queryClient = useQueryClient();
  const filled = prefilledValues(user, profile) as Record<string, unknown>;
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onChange',
    defaultValues: Object.fromEntries(
      Object.keys(profileFormSchema.shape).map((name) => [name, filled[name]]),
    ) as ProfileFormInput,
  });
  // The sections read and write only the profile's fields, which this form holds under the same names.
  const sections = form as unknown as ApplicationFormApi;

  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await callEndpoint(api.candidateProfile.updateDetails, { body: profileDetailsFrom(values) });
      queryClient.setQueryData(candidateProfileKey, answer.data);
      form.reset(form.getValues());
      notify.success(answer.message);
    } catch (err) {
      // The server names only the profile's keys, whose fields this form has.
      applyServerErrors(form, err, (key) => applicationForm.fieldOf(key) as keyof ProfileFormInput | undefined);
      notify.error(errorMessage(err, 'Your profile could not be saved. Please try again.'));
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <ProfessionalSection form={sections} />
      <TravelSection form={sections} />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save my details'}
        </Button>
      </div>
    </form>
  );
}
