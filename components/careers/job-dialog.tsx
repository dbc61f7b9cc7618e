'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { JobDetailLoader } from './job-detail-loader';
import type { ComponentProps } from 'react';

type JobDialogProps = ComponentProps<typeof JobDetailLoader> & { onClose: () => void };

/** Below 768 px an opening opens full screen, with Cancel to go back to the list (spec). */
export function JobDialog({ onClose, ...detail }: JobDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={detail.job.title}
      hideTitle
      width="full"
    >
      <JobDetailLoader {...detail} />
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
