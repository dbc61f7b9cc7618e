'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { ClientDetail } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { MailLink } from '../contact-links';
import { formatDate, formatDateTime } from '../format';
import { useAdminMutation } from '../use-admin';
import { inviteForm } from './client-form-schema';

/** Whether an invitation can still be used: not accepted and not past its date. */
const isOpen = (invite: ClientDetail['invites'][number]) =>
  !invite.acceptedAt && new Date(invite.expiresAt) > new Date();

/** The client's contacts (Employer accounts that see its portal) and the invitations sent to new ones. */
export function ClientPeople({ client }: { client: ClientDetail }) {
  const params = { id: client._id };
  const invite = useAdminMutation(
    (email: string) => callEndpoint(api.adminClients.invite, { params, body: { email } }),
    'Invitation sent',
  );
  const revoke = useAdminMutation(
    (inviteId: string) => callEndpoint(api.adminClients.revokeInvite, { params: { ...params, inviteId } }),
    'Invitation revoked',
  );
  const remove = useAdminMutation(
    (userId: string) => callEndpoint(api.adminClients.removeContact, { params: { ...params, userId } }),
    'Contact removed',
  );
  const form = useForm({ resolver: zodResolver(inviteForm.schema), defaultValues: { email: '' } });
  const field = bindFields(form, inviteForm.labels);

  return (
    <section aria-labelledby="contacts-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="contacts-heading" className="font-semibold">
        Contacts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Employer accounts that see this client&apos;s shortlists, job orders and inquiries in the employer portal.
      </p>
      <ul className="mt-3 space-y-2" aria-label="Contacts">
        {client.contacts.map((contact) => (
          <li
            key={contact._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-slate-50 p-2 text-sm"
          >
            <span>
              <span className="font-medium">{contact.name}</span> · <MailLink email={contact.email} />
              <span className="block text-xs text-slate-500">
                {contact.lastLoginAt ? `Last sign-in ${formatDateTime(contact.lastLoginAt)}` : 'Never signed in'}
              </span>
            </span>
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs text-red-700"
              aria-label={`Remove contact ${contact.email}`}
              onClick={() =>
                window.confirm(`Remove ${contact.name}? The account stays; it no longer sees this client.`) &&
                remove.mutate(contact._id)
              }
            >
              Remove
            </Button>
          </li>
        ))}
        {client.contacts.length === 0 && <li className="text-sm text-slate-500">No contacts yet.</li>}
      </ul>

      <h3 className="mt-5 text-sm font-semibold">Invitations</h3>
      <ul className="mt-2 space-y-2" aria-label="Invitations">
        {client.invites.map((inv) => (
          <li
            key={inv._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-slate-50 p-2 text-sm"
          >
            <span>
              {inv.email}
              <span className="block text-xs text-slate-500">
                Sent {formatDate(inv.createdAt)} ·{' '}
                {inv.acceptedAt
                  ? `accepted ${formatDate(inv.acceptedAt)}`
                  : isOpen(inv)
                    ? `valid until ${formatDate(inv.expiresAt)}`
                    : 'expired'}
              </span>
            </span>
            {isOpen(inv) ? (
              <Button
                variant="ghost"
                className="px-2 py-1 text-xs text-red-700"
                aria-label={`Revoke the invitation to ${inv.email}`}
                onClick={() => revoke.mutate(inv._id)}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
        {client.invites.length === 0 && <li className="text-sm text-slate-500">No invitations.</li>}
      </ul>

      <form
        className="mt-4 space-y-2"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await invite.mutateAsync(inviteForm.toPayload(values).email);
            form.reset({ email: '' });
          } catch (err) {
            applyServerErrors(form, err);
          }
        })}
      >
        <FormField {...field('email')} type="email" autoComplete="off" />
        <p className="text-xs text-slate-500">
          The mail&apos;s link lets them sign up, or join with the account they already have. It works once, for 14
          days.
        </p>
        <Button type="submit" disabled={invite.isPending}>
          Invite contact
        </Button>
      </form>
    </section>
  );
}
