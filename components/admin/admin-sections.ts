import type { Endpoint } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints';
import { mayCall, type StaffRole } from '@/lib/contracts/users/staff-roles';

export interface AdminSection {
  href: string;
  label: string;
  /** The call the section's page is for: its permission decides who sees the section. */
  endpoint: Pick<Endpoint, 'access' | 'permission'>;
}

/** The back office's sections, in menu order; each page under `href` belongs to its section. */
export const adminSections: readonly AdminSection[] = [
  { href: '/admin', label: 'Dashboard', endpoint: api.adminDashboard.get },
  { href: '/admin/applications', label: 'Applications', endpoint: api.adminApplications.list },
  { href: '/admin/candidates', label: 'Candidates', endpoint: api.adminCandidates.list },
  { href: '/admin/inquiries', label: 'Employer inquiries', endpoint: api.adminInquiries.list },
  { href: '/admin/messages', label: 'Contact messages', endpoint: api.adminMessages.list },
  { href: '/admin/clients', label: 'Clients', endpoint: api.adminClients.list },
  { href: '/admin/shortlists', label: 'Shortlists', endpoint: api.adminShortlists.list },
  { href: '/admin/deployments', label: 'Deployments', endpoint: api.adminDeploymentSteps.board },
  { href: '/admin/welfare', label: 'Welfare', endpoint: api.adminWelfare.dashboard },
  { href: '/admin/jobs', label: 'Job openings', endpoint: api.adminJobOpenings.list },
  { href: '/admin/job-alerts', label: 'Job alerts', endpoint: api.adminJobAlerts.list },
  { href: '/admin/content', label: 'Content', endpoint: api.adminContent.list },
  { href: '/admin/lookups', label: 'Lookup lists', endpoint: api.adminLookups.create },
  { href: '/admin/document-types', label: 'Deployment documents', endpoint: api.adminDocumentTypes.list },
  { href: '/admin/testimonials', label: 'Testimonials', endpoint: api.adminTestimonials.list },
  { href: '/admin/users', label: 'Users', endpoint: api.adminUsers.list },
  { href: '/admin/task-runs', label: 'Task runs', endpoint: api.adminTaskRuns.list },
  { href: '/admin/failed-mails', label: 'Failed messages', endpoint: api.adminOutboxMails.failed },
  { href: '/admin/access-records', label: 'Access records', endpoint: api.adminAccessRecords.search },
];

/** The sections a staff member's roles allow, in menu order. */
export function sectionsFor(roles: readonly StaffRole[] | undefined): AdminSection[] {
  return adminSections.filter((section) => mayCall(roles, section.endpoint));
}

/** The section a back-office path belongs to (the longest matching href), or undefined. */
export function sectionOf(pathname: string): AdminSection | undefined {
  return adminSections
    .filter((s) =>
      s.href === '/admin' ? pathname === '/admin' : pathname === s.href || pathname.startsWith(`${s.href}/`),
    )
    .sort((a, b) => b.href.length - a.href.length)[0];
}
