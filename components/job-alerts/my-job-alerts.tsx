'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { SiteLink } from '@/components/ui/site-link';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { api } from '@/lib/contracts/endpoints/site';
import { alertSearchLabel } from '@/lib/contracts/job-alerts/texts';

const alertsKey = ['job-alerts'] as const;

/** The signed-in candidate's job alerts, each with a Remove button. */
export function MyJobAlerts() {
  const { data: user, isPending } = useCurrentUser();
  const candidate = user?.userType === 'User';
  const queryClient = useQueryClient();
  const alerts = useQuery({
    queryKey: alertsKey,
    queryFn: async () => (await callEndpoint(api.jobAlerts.list)).data,
    enabled: candidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callEndpoint(api.jobAlerts.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });

  if (isPending) return <p role="status">Loading…</p>;
  if (!candidate) return <p>Please log in with your candidate account to see your job alerts.</p>;
  if (alerts.isError) return <FormError message={errorMessage(alerts.error, 'Could not load your job alerts.')} />;
  if (!alerts.data) return <p role="status">Loading…</p>;
  if (alerts.data.length === 0) {
    return (
      <p>
        You have no job alerts. Search on the{' '}
        <SiteLink href="/candidates" className="text-navy underline">
          careers page
        </SiteLink>{' '}
        and tap Get job alerts.
      </p>
    );
  }
  return (
    <>
      <FormError message={remove.isError ? errorMessage(remove.error, 'Could not remove the alert.') : null} />
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {alerts.data.map((alert) => (
          <li key={alert._id} className="flex items-center justify-between gap-3 p-3">
            <span>
              {alertSearchLabel(alert.q, alert.position?.name, alert.location?.name)}
              {alert.confirmed ? null : (
                <span className="block text-xs text-slate-600">Waiting for email confirmation</span>
              )}
            </span>
            <Button variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(alert._id)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
