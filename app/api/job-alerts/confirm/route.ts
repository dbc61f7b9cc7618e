import type { NextRequest } from 'next/server';
import { postJobAlertLink } from '@/lib/bff/job-alert-link-post';
import { api } from '@/lib/contracts/endpoints';

/** The confirm page's button (a plain form post): starts a visitor's job alert. */
export function POST(request: NextRequest) {
  return postJobAlertLink(request, api.jobAlerts.confirm, '/job-alerts/confirm');
}
