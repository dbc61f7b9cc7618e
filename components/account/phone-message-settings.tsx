'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { api } from '@/lib/contracts/endpoints/site';
import type { MyOptIns } from '@/lib/contracts/text-messages/opt-ins';
import { optInChannels, optInMessages, optInWording, type OptInChannel } from '@/lib/contracts/text-messages/texts';

const optInsKey = ['text-message-opt-ins'] as const;

/** The candidate's SMS and WhatsApp boxes, below the spec's profile form; each change is saved at once. */
export function PhoneMessageSettings() {
  const { data: user } = useCurrentUser();
  const candidate = user?.userType === 'User';
  const queryClient = useQueryClient();
  const optIns = useQuery({
    queryKey: optInsKey,
    queryFn: async () => (await callEndpoint(api.textMessages.myOptIns)).data,
    enabled: candidate,
  });
  const change = useMutation({
    mutationFn: (body: { channel: OptInChannel; optedIn: boolean }) =>
      callEndpoint(api.textMessages.changeOptIn, { body }),
    // The box shows the tap at once (on 3G the answer takes seconds, and a box that does not move
    // invites a second tap); a refusal puts it back as it was.
    onMutate: ({ channel, optedIn }) => {
      const before = queryClient.getQueryData<MyOptIns>(optInsKey);
      if (before) queryClient.setQueryData<MyOptIns>(optInsKey, { ...before, [channel]: optedIn });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(optInsKey, context.before);
    },
    onSuccess: (res) => {
      queryClient.setQueryData(optInsKey, res.data);
      notify.success(res.message);
    },
  });
  if (!candidate || !optIns.data) return null;

  return (
    <section aria-labelledby="phone-messages-title" className="mt-12 space-y-3 border-t border-slate-200 pt-8">
      <h2 id="phone-messages-title" className="text-xl font-bold text-navy">
        {optInMessages.title}
      </h2>
      <p className="text-sm text-slate-700">{optInMessages.intro}</p>
      {optInChannels.map((channel) => (
        <label key={channel} className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name={`${channel}OptIn`}
            className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-navy"
            checked={optIns.data[channel]}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ channel, optedIn: event.target.checked })}
          />
          <span>{optInWording[channel]}</span>
        </label>
      ))}
      <FormError message={change.isError ? errorMessage(change.error, 'Could not save your choice.') : null} />
    </section>
  );
}
