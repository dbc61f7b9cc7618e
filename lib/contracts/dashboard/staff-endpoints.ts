import { adminDashboardSchema } from './dashboard';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

export const adminDashboardEndpoints = {
  /** What arrived since the caller's last visit (which this call moves to now), per job and per week. */
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    response: { 200: envelope(adminDashboardSchema) },
    ...staffOnly(['applications', 'requests']),
  }),
};
