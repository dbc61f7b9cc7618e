'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import {
  employerDecisions,
  notSuitableReasons,
  type DecisionInput,
  type DecisionView,
  type EmployerDecision,
} from '@/lib/contracts/shortlists/shortlist';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { decisionForm, decisionFormSchema } from './decision-form-schema';

const scoreOptions = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} of 5` }));
const toScore = (v: unknown) => (v === '' || v == null ? null : Number(v));
const blankToNull = (v: unknown) => (v === '' || v == null ? null : v);

/** A decision with its reason, private comment and optional scorecard, as the contact fills it in. */
export function DecisionForm({
  candidateName,
  preset,
  current,
  onSave,
  onCancel,
}: {
  candidateName: string;
  preset: EmployerDecision | null;
  current: DecisionView | null;
  onSave: (body: DecisionInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const keep = current && current.decision === preset ? current : null;
  const form = useForm<z.input<typeof decisionFormSchema>, unknown, DecisionInput>({
    resolver: zodResolver(decisionFormSchema),
    defaultValues: {
      decision: preset as EmployerDecision,
      reason: keep?.reason ?? null,
      comment: keep?.comment ?? '',
      english: current?.scorecard?.english ?? null,
      experience: current?.scorecard?.experience ?? null,
      presentation: current?.scorecard?.presentation ?? null,
      scoreComment: current?.scorecard?.comment ?? '',
    },
  });
  const field = bindFields(form, decisionForm.labels);
  const chosen = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      aria-label={`Decision on ${candidateName}`}
      className="mt-3 space-y-4 rounded-md bg-slate-50 p-4"
      onSubmit={form.handleSubmit(async (body) => {
        try {
          await onSave(body);
        } catch (err) {
          applyServerErrors(form, err, decisionForm.fieldOf);
        }
      })}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{decisionForm.labels.decision}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {employerDecisions.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm">
              <input type="radio" value={d} {...form.register('decision')} className="h-4 w-4 accent-navy" /> {d}
            </label>
          ))}
        </div>
        <FormError message={errors.decision?.message} className="mt-1" />
      </fieldset>
      {chosen === 'Not suitable' ? (
        <FormField
          {...field('reason', { setValueAs: blankToNull })}
          as="select"
          options={notSuitableReasons.map((r) => ({ value: r, label: r }))}
          placeholder="Choose a reason"
        />
      ) : null}
      <FormField {...field('comment')} as="textarea" rows={2} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Scorecard (optional)</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['english', 'experience', 'presentation'] as const).map((name) => (
            <FormField
              key={name}
              {...field(name, { setValueAs: toScore })}
              as="select"
              options={scoreOptions}
              placeholder="No score"
            />
          ))}
        </div>
        <FormField {...field('scoreComment')} as="textarea" rows={2} />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save decision'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
