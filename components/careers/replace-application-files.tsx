'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

// The resume picker and the video recorder (with their uploads) load only when the candidate asks for them.
const ReplaceFilePanel = dynamic(() => import('./replace-file-panel').then((m) => m.ReplaceFilePanel), {
  ssr: false,
  loading: () => <Spinner label="Loading…" />,
});

interface ReplaceApplicationFilesProps {
  applicationId: string;
  resumeName: string;
}

/** While an application is still 'Received': send a new resume or record a new video in its place. */
export function ReplaceApplicationFiles({ applicationId, resumeName }: ReplaceApplicationFilesProps) {
  const [kind, setKind] = useState<'resume' | 'video' | null>(null);

  if (kind) return <ReplaceFilePanel kind={kind} applicationId={applicationId} onClose={() => setKind(null)} />;
  return (
    <div className="space-y-2">
      {resumeName ? <p className="text-sm text-slate-600">Resume sent: {resumeName}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setKind('resume')}>
          Replace resume
        </Button>
        <Button variant="outline" onClick={() => setKind('video')}>
          Replace video
        </Button>
      </div>
    </div>
  );
}
