import type { Metadata } from 'next';
import { jobAlertLinkRoute } from '@/components/job-alerts/job-alert-link-page';

export const metadata: Metadata = { title: 'Confirm Job Alert', robots: { index: false } };

export default jobAlertLinkRoute('confirm');
