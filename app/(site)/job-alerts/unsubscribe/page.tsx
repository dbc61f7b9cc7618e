import type { Metadata } from 'next';
import { jobAlertLinkRoute } from '@/components/job-alerts/job-alert-link-page';

export const metadata: Metadata = { title: 'Unsubscribe from Job Alert', robots: { index: false } };

export default jobAlertLinkRoute('unsubscribe');
