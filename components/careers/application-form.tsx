'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { FormField } from '@/components/ui/form-field';
import { applicationMessages, consentTexts, type JobSummary } from '@/lib/contracts';
import { useConsentTerms } from '@/lib/client/consent-terms';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { ResumeSection, VideoSection } from './application-files-sections';
import {
  applicationFormSchema,
  emptyApplicationForm,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from './application-form-schema';
import {
  applicationFields,
  NotesSection,
  PersonalSection,
  ProfessionalSection,
  TravelSection,
} from './application-form-sections';
import { NoticeList, useNotices } from './application-notices';
import { uploadMessages } from './upload-messages';
import { applicationDraftKey, useApplicationDraft, type ApplicationDraft } from './use-application-draft';
import { useApplicationDraftWiring } from './use-application-draft-wiring';
import { useApplicationFiles } from './use-application-files';
import { useApplicationPrefill } from './use-application-prefill';
import { useApplicationSubmit } from './use-application-submit';
import { useLeaveWarning } from './use-leave-warning';

interface ApplicationFormProps {
  /** The opening applied to; without one the application is a general one. */
  job?: JobSummary;
  onClose: () => void;
}

/** The job application: details, resume and a recorded video introduction, sent to /apply-job. */
export function ApplicationForm({ job, onClose }: ApplicationFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: user } = useCurrentUser();
  const terms = useConsentTerms();
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'onChange',
    defaultValues: emptyApplicationForm,
  });
  const { isSubmitting, isDirty } = form.formState;

  // The draft loads after the first render; it is put back once the files (which save into it) exist.
  const restoreRef = useRef<(restored: ApplicationDraft) => void>(() => undefined);
  const draft = useApplicationDraft(user ? applicationDraftKey(user._id, job?._id) : null, (restored) =>
    restoreRef.current(restored),
  );
  const files = useApplicationFiles(form, draft.savePart);
  const notices = useNotices(files.uploads);
  const drafted = useApplicationDraftWiring({ form, draft, files, restoreRef, onDiscard: notices.clear });
  const saved = useApplicationPrefill({ form, user, draftReady: draft.ready, fromDraft: drafted.fromDraft });
  const { submit, sent } = useApplicationSubmit({ form, files, notices, draft, job, onClose });

  // The form replaces the list: move focus to it so keyboard and screen-reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  useLeaveWarning(!sent && (isDirty || files.recording !== null || files.busy));

  const uploadVideo = () => {
    if (!files.uploadVideo()) notices.show([{ kind: 'text', text: applicationMessages.video }]);
  };

  return (
    <section
      aria-labelledby="application-form-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h2
            id="application-form-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy outline-none"
          >
            {job ? job.companyName : 'Job Application Form'}
          </h2>
          {job ? <p className="mt-1 text-slate-700">{job.title}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close application form"
          className="rounded p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-navy"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>

      {drafted.restored ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold/50 bg-amber-50 p-3"
        >
          <p className="text-sm font-medium text-slate-800">{uploadMessages.restored}</p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={drafted.keep}>
              Keep it
            </Button>
            <Button variant="outline" onClick={drafted.discard}>
              Discard it
            </Button>
          </div>
        </div>
      ) : null}

      <form onSubmit={submit} noValidate className="space-y-6">
        <PersonalSection form={form} general={!job} />
        <ProfessionalSection form={form} />
        <TravelSection form={form} />
        <NotesSection form={form} />
        <ResumeSection form={form} files={files} saved={saved.resume} />
        <VideoSection form={form} files={files} onUpload={uploadVideo} saved={saved.video} />
        <ConsentCheckbox
          text={consentTexts.application(terms, job ? { employer: job.companyName } : { general: true })}
          {...applicationFields(form)('consent')}
        />
        <FormField {...applicationFields(form)('save_to_profile')} type="checkbox" />
        <NoticeList notices={notices.shown} uploads={files.uploads} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </form>
    </section>
  );
}
