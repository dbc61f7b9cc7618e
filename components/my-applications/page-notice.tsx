import type { Notice } from '@/lib/session/sealed-notice';

/** The outcome of the form the candidate just posted (a share request's answer), said once at the top. */
export function PageNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <p
      role={success ? 'status' : 'alert'}
      className={`mb-6 rounded-md p-3 text-sm font-semibold ${success ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
    >
      {notice.text}
    </p>
  );
}
