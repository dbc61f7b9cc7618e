'use client';

import { useState } from 'react';
import { notify } from '@/lib/client/notify';
import { uploadBusy, uploadPercent, type UploadState } from '@/lib/client/use-resumable-upload';
import { uploadMessages } from './upload-messages';

type Uploads = Record<'video' | 'resume', UploadState>;

/** A line of the form's own alert under the buttons; uploads' lines are worded with their live progress. */
export type Notice = { kind: 'uploading' | 'not-uploaded'; what: 'video' | 'resume' } | { kind: 'text'; text: string };

function noticeText(notice: Notice, uploads: Uploads) {
  if (notice.kind === 'text') return notice.text;
  if (notice.kind === 'uploading')
    return uploadMessages.stillUploading(notice.what, uploadPercent(uploads[notice.what]));
  return uploadMessages.notUploaded(notice.what);
}

/** The application form's alert lines: `show` puts them under the buttons, `tell` also toasts each. */
export function useNotices(uploads: Uploads) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const tell = (list: Notice[]) => {
    setNotices(list);
    for (const notice of list) notify.error(noticeText(notice, uploads));
  };
  // An upload that finished takes its "still uploading" line away.
  const shown = notices.filter(
    (notice) =>
      !(notice.kind === 'uploading' && !uploadBusy(uploads[notice.what])) &&
      !(notice.kind === 'not-uploaded' && uploads[notice.what].status !== 'failed'),
  );
  return { shown, show: setNotices, tell, clear: () => setNotices([]) };
}

/** The lines `useNotices` shows, in one alert. */
export function NoticeList({ notices, uploads }: { notices: Notice[]; uploads: Uploads }) {
  if (notices.length === 0) return null;
  return (
    <div role="alert" className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3">
      {notices.map((notice) => (
        <p
          key={notice.kind === 'text' ? notice.text : `${notice.kind}-${notice.what}`}
          className="text-sm text-red-700"
        >
          {noticeText(notice, uploads)}
        </p>
      ))}
    </div>
  );
}
