import type { ReactNode } from 'react';
import type { AdminInquiry, AdminMessage } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { inquiryFields } from '@/lib/contracts/inquiries/fields';
import { MailLink, TelLink } from '../contact-links';
import { declaredValue } from '../declared-value';
import { formatDateTime } from '../format';

const receivedAt = inquiryFields.staff.findIndex((field) => field.key === 'notes');

/** What differs between employer inquiries and contact messages; the screens are otherwise one. */
export const requestKinds = {
  inquiry: {
    endpoints: api.adminInquiries,
    page: '/admin/inquiries',
    title: 'Employer inquiries',
    noun: 'inquiry',
    searchLabel: 'Search company or email',
    heading: (r: AdminInquiry) => r.companyName,
    summary: (r: AdminInquiry) => `${r.contactPerson} · ${r.positions.join(', ') || 'No positions named'}`,
    // Every field staff see, as inquiryFields declares them; the record's date goes before the notes.
    fields: (r: AdminInquiry): [string, ReactNode][] => {
      const fields = inquiryFields.staff.map((field): [string, ReactNode] => [
        field.label,
        declaredValue(field, r[field.key as keyof AdminInquiry]),
      ]);
      return [...fields.slice(0, receivedAt), ['Received', formatDateTime(r.createdAt)], ...fields.slice(receivedAt)];
    },
  },
  message: {
    endpoints: api.adminMessages,
    page: '/admin/messages',
    title: 'Contact messages',
    noun: 'message',
    searchLabel: 'Search name or email',
    heading: (r: AdminMessage) => r.subject || r.name,
    summary: (r: AdminMessage) => `${r.name} · ${r.inquiryType ?? 'General'}`,
    fields: (r: AdminMessage): [string, ReactNode][] => [
      ['Name', r.name],
      ['Email', <MailLink key="email" email={r.email} />],
      ['Phone', <TelLink key="phone" phone={r.phone} />],
      ['Inquiry type', r.inquiryType],
      ['Subject', r.subject],
      ['Received', formatDateTime(r.createdAt)],
      ['Message', r.message],
    ],
  },
} as const;

export type RequestKindName = keyof typeof requestKinds;
export type RequestRow = AdminInquiry | AdminMessage;
