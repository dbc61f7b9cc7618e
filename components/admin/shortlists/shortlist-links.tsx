'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/contracts/endpoints';
import type { StaffShortlist } from '@/lib/contracts/shortlists/staff';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { formatDate, formatDateTime } from '../format';
import { useAdminMutation } from '../use-admin';
import { shareLinkForm } from './shortlist-forms-schema';

type Link = StaffShortlist['links'][number];

const linkState = (link: Link) =>
  link.revokedAt
    ? `revoked ${formatDate(link.revokedAt)}`
    : new Date(link.expiresAt) <= new Date()
      ? `expired ${formatDate(link.expiresAt)}`
      : `valid until ${formatDate(link.expiresAt)}`;

/**
 * View-only links for someone without an account (a hotel manager): the same cards, no decisions.
 * A new link's address is shown once (only its hash is kept); each can be revoked; opens are counted.
 */
export function ShortlistLinks({ shortlist }: { shortlist: StaffShortlist }) {
  const [created, setCreated] = useState<string | null>(null);
  const params = { id: shortlist._id };
  const create = useAdminMutation(
    (days: number) => callEndpoint(api.adminShortlists.createLink, { params, body: { days } }),
    'View-only link created',
  );
  const revoke = useAdminMutation(
    (linkId: string) => callEndpoint(api.adminShortlists.revokeLink, { params: { ...params, linkId } }),
    'Link revoked',
  );
  const form = useForm({ resolver: zodResolver(shareLinkForm.schema), defaultValues: { days: 14 } });
  const field = bindFields(form, shareLinkForm.labels);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the address and copy it.');
    }
  };

  return (
    <section aria-labelledby="links-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="links-heading" className="font-semibold">
        View-only links
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        For someone who will not sign up: the same cards, without decisions. Anyone holding the link can open it until
        it expires or is revoked.
      </p>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            const { data } = await create.mutateAsync(shareLinkForm.toPayload(values).days);
            setCreated(data.url);
          } catch (err) {
            applyServerErrors(form, err);
          }
        })}
      >
        <div className="w-40">
          <FormField {...field('days', { valueAsNumber: true })} type="number" min={1} max={90} />
        </div>
        <Button type="submit" variant="outline" className="mb-[1px]" disabled={create.isPending}>
          Create link
        </Button>
      </form>
      {created ? (
        <div role="status" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">Copy this link now: it is shown only once.</p>
          <input
            readOnly
            aria-label="New view-only link"
            value={created}
            className="mt-2 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="mt-2 flex gap-2">
            <Button variant="outline" className="px-2 py-1 text-xs" onClick={() => void copy(created)}>
              Copy link
            </Button>
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setCreated(null)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
      <ul className="mt-4 space-y-2" aria-label="Links">
        {shortlist.links.map((link) => (
          <li
            key={link._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-slate-50 p-2 text-sm"
          >
            <span>
              Created {formatDateTime(link.createdAt)} · {linkState(link)}
              <span className="block text-xs text-slate-500">
                {link.opens === 1 ? 'Opened once' : `Opened ${link.opens} times`}
                {link.lastOpenedAt ? `, last ${formatDateTime(link.lastOpenedAt)}` : ''}
              </span>
            </span>
            {!link.revokedAt && new Date(link.expiresAt) > new Date() ? (
              <Button
                variant="ghost"
                className="px-2 py-1 text-xs text-red-700"
                aria-label={`Revoke the link created ${formatDateTime(link.createdAt)}`}
                onClick={() => revoke.mutate(link._id)}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
        {shortlist.links.length === 0 && <li className="text-sm text-slate-500">No links yet.</li>}
      </ul>
    </section>
  );
}
