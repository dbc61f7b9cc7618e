import type { Metadata } from 'next';
import { DeploymentDetail } from '@/components/admin/deployments/deployment-detail';

export const metadata: Metadata = { title: 'Deployment' };

export default async function DeploymentPage({ params }: { params: Promise<{ id: string }> }) {
  return <DeploymentDetail applicationId={(await params).id} />;
}
