import type { NextRequest } from 'next/server';
import { postJobAlertLink } from '@/lib/bff/job-alert-link-post';
import { api } from '@/lib/contracts/endpoints';

/**
 * The unsubscribe page's button and mail clients' one-click unsubscribe (List-Unsubscribe-Post).
 * POST only: a GET (a mail scanner following the link) is a 405 and unsubscribes no one.
 */
export function POST(request: NextRequest) {
  return postJobAlertLink(request, api.jobAlerts.unsubscribe, '/job-alerts/unsubscribe');
}
