import { describe, expect, it } from 'vitest';
import type { User } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { missingPermissionMessage, type StaffRole } from '@/lib/contracts/users/staff-roles';
import { findAllowedCall } from './allowed-calls';
import { staffRefusal } from './staff-permission';

const user = (userType: User['userType'], staffRoles?: StaffRole[]): User => ({
  _id: '4f5c2a6e-8a43-4d5e-9a8e-0c3b7d2f1a11',
  userType,
  name: 'Someone',
  email: 'someone@agency.example',
  phone: '',
  country: '',
  companyName: '',
  businessType: null,
  image: null,
  emailVerified: true,
  ...(staffRoles ? { staffRoles } : {}),
});

describe("the website's allow-list and a staff member's roles", () => {
  it('refuses a forwarded staff call whose permission the roles lack, with the upstream’s message', () => {
    const call = findAllowedCall('/admin/applications', 'GET', { admin: true })!;
    expect(call.endpoint).toBe(api.adminApplications.list);
    expect(staffRefusal(call.endpoint, user('Admin', ['Content editor']))).toBe(missingPermissionMessage);
  });

  it('forwards a call the roles allow, through any of them', () => {
    const call = findAllowedCall('/admin/content/home', 'PUT', { admin: true })!;
    expect(staffRefusal(call.endpoint, user('Admin', ['Content editor']))).toBeNull();
    expect(staffRefusal(call.endpoint, user('Admin', ['Recruiter', 'Content editor']))).toBeNull();
    expect(staffRefusal(api.adminApplications.exportCsv, user('Admin', ['Manager']))).toBeNull();
    expect(staffRefusal(api.adminApplications.exportCsv, user('Admin', ['Recruiter']))).toBe(missingPermissionMessage);
  });

  it('leaves other users and sessions from before roles existed to the upstream', () => {
    expect(staffRefusal(api.adminApplications.list, user('Employer'))).toBeNull();
    expect(staffRefusal(api.adminApplications.list, undefined)).toBeNull();
    expect(staffRefusal(api.adminApplications.list, user('Admin'))).toBeNull();
    expect(staffRefusal(api.contact.send, user('Admin', []))).toBeNull();
  });
});
