import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { TaskRunList } from '@/components/admin/task-runs/task-run-list';

export const metadata: Metadata = { title: 'Task runs' };

export default function Page() {
  return (
    <>
      <PageHeader title="Task runs" />
      <TaskRunList />
    </>
  );
}
