'use client';

import { useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { privacyPagePath } from '@/lib/contracts/privacy/consent';
import { api } from '@/lib/contracts/endpoints/site';

const exportHref = `/api${api.privacy.exportData.path}`;

/** The person's rights over their data (privacy notice): download it all, or delete the account. */
export function DataRights() {
  const { data: user } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user || user.userType === 'Admin') return null;

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Please enter your password to confirm.');
    setBusy(true);
    setError('');
    try {
      const res = await callEndpoint(api.privacy.deleteAccount, { body: { password } });
      notify.success(res.message);
      // The session is gone: forget the user's cached data and drafts, and go home.
      window.dispatchEvent(new CustomEvent('session-expired'));
    } catch (err) {
      setError(
        err instanceof ApiError && err.errors.password ? err.errors.password : errorMessage(err, 'Please try again.'),
      );
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="data-rights-title" className="mt-12 space-y-6 border-t border-slate-200 pt-8">
      <h2 id="data-rights-title" className="text-xl font-bold text-navy">
        Your data
      </h2>
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          One zip file with everything we hold about you: your account, applications, consents and files.{' '}
          <a href={privacyPagePath} className="text-navy underline">
            Privacy Notice
          </a>
        </p>
        <a href={exportHref} download className={buttonClass('outline', 'min-h-11')}>
          Download all my data
        </a>
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">Delete my account</h3>
        <p className="text-sm text-slate-700">
          Your account, profile, resumes, videos and personal details are erased for good. Your applications are kept
          without your name or details, for statistics only. This cannot be undone.
        </p>
        {confirming ? (
          <form onSubmit={erase} noValidate className="space-y-3">
            <FormField label="Enter your password to confirm" error={error}>
              {(field) => (
                <PasswordInput
                  {...field}
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="secondary" disabled={busy}>
                {busy ? 'Deleting...' : 'Delete my account permanently'}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        )}
      </div>
    </section>
  );
}
