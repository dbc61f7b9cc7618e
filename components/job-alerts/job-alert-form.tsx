'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/form-error';
import { SiteLink } from '@/components/ui/site-link';
import { ApiError, errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { api } from '@/lib/contracts/endpoints/site';
import type { AlertSearch } from './alert-search';

/**
 * Saves the search on screen as a job alert: a candidate's goes to the account's email at once, a
 * visitor gives an email and confirms it through the mailed link.
 */
export function JobAlertForm({ search, label }: { search: AlertSearch; label: string }) {
  const { data: user, isPending } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const save = useMutation({
    mutationFn: () => callEndpoint(api.jobAlerts.create, { body: { ...search, ...(user ? {} : { email }) } }),
    onError: (err) => setEmailError(err instanceof ApiError ? err.errors.email : undefined),
  });

  if (isPending) return <p role="status">Loading…</p>;
  if (user && user.userType !== 'User') {
    return <p>Job alerts are for candidates. Please sign out or use a candidate account.</p>;
  }
  if (save.isSuccess) {
    return (
      <div role="status" className="space-y-2">
        <p className="font-medium text-green-800">{save.data.message}</p>
        {user ? (
          <SiteLink href="/job-alerts" className="text-navy underline">
            See your job alerts
          </SiteLink>
        ) : null}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmailError(undefined);
    save.mutate();
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Get job alerts">
      <p>
        Get an email when new jobs match <strong>{label}</strong>. At most one email a day; unsubscribe at any time.
      </p>
      {user ? null : (
        <FormField label="Your email" error={emailError}>
          {(props) => (
            <input
              {...props}
              type="email"
              name="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormError message={save.isError && !emailError ? errorMessage(save.error, 'Could not save the alert.') : null} />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save job alert'}
      </Button>
    </form>
  );
}
