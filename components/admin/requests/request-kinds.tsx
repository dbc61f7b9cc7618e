import type { ReactNode } from 'react';
import type { AdminInquiry, AdminMessage } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { formatDateTime } from '../format';
import { MailLink, TelLink } from '../contact-links';

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
    fields: (r: AdminInquiry): [string, ReactNode][] => [
      ['Company', r.companyName],
      ['Contact person', r.contactPerson],
      ['Email', <MailLink key="email" email={r.email} />],
      ['Phone', <TelLink key="phone" phone={r.phone} />],
      ['Business type', r.businessType],
      ['Positions', r.positions.join(', ')],
      ['Total positions', r.totalPositions],
      ['Location', r.location],
      ['Hiring urgency', r.hiringUrgency],
      ['Salary budget', r.salaryBudget],
      ['Received', formatDateTime(r.createdAt)],
      ['Notes from the employer', r.notes],
    ],
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
