import { clientInputSchema, clientInviteSchema } from '@/lib/contracts/clients/client';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** A client's own fields (POST or PUT /admin/clients): the name, what it is, where, and the staff's notes. */
export const clientForm = defineForm(
  contractFields(clientInputSchema.shape, {
    name: 'Client name',
    businessTypeId: 'Business type',
    locationId: 'Location',
    notes: 'Notes',
  }),
);

/** Invites a contact of the client by email (POST /admin/clients/:id/invites). */
export const inviteForm = defineForm(contractFields(clientInviteSchema.shape, { email: 'Contact email' }));
