import { adminDashboardSchema } from '../admin';
import { envelope } from '../common';
import { defineEndpoint } from '../endpoint';
import { staffOnly } from './admin-staff';

export const adminDashboardEndpoints = {
  /** What arrived since the caller's last visit (which this call moves to now), per job and per week. */
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    response: { 200: envelope(adminDashboardSchema) },
    ...staffOnly(['applications', 'requests']),
  }),
};
