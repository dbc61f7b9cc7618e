import { documentStatusLabels, type Checklist, type DocumentStatus } from '@/lib/contracts/deployments/documents';
import { passportTooEarlyMessage } from '@/lib/contracts/applications/passport-validity';
import { DocumentUpload } from './document-upload';

const statusStyles: Record<DocumentStatus, string> = {
  Missing: 'bg-slate-100 text-slate-700',
  Uploaded: 'bg-amber-100 text-amber-900',
  Verified: 'bg-green-100 text-green-900',
  Rejected: 'bg-red-100 text-red-900',
};

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The candidate's deployment documents: what is missing, the passport rule, and each document with its upload. */
export function DocumentsChecklist({ checklist }: { checklist: Checklist }) {
  const { application, items, passport } = checklist;
  const toUpload = items.filter((i) => i.type.isRequired && (i.status === 'Missing' || i.status === 'Rejected'));
  const waiting = items.filter((i) => i.status === 'Uploaded').length;

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-navy sm:text-3xl">My documents</h1>
        <p className="mt-1 text-slate-700">
          {application.jobTitle} · {application.stage}
          {application.plannedDepartureDate ? ` · departure ${formatDate(application.plannedDepartureDate)}` : ''}
        </p>
      </header>

      <section aria-labelledby="summary-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="summary-heading" className="font-semibold">
          {toUpload.length === 0 ? 'Nothing left to upload' : `Still needed: ${toUpload.length}`}
        </h2>
        {toUpload.length > 0 && (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {toUpload.map((i) => (
              <li key={i.type._id}>
                {i.type.name}
                {i.status === 'Rejected' ? ' (rejected: please upload again)' : ''}
              </li>
            ))}
          </ul>
        )}
        {waiting > 0 && <p className="mt-2 text-sm text-slate-600">{waiting} waiting for review by our team.</p>}
      </section>

      {!passport.ok && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          Your passport expires on {formatDate(passport.expiry)}.{' '}
          {passportTooEarlyMessage(passport.months, formatDate(passport.earliestValidExpiry))} If you already renewed
          it, upload the new passport below with its expiry date.
        </p>
      )}

      <ol className="space-y-4">
        {items.map((item) => (
          <li key={item.type._id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="font-semibold">
                {item.type.name}
                {!item.type.isRequired && <span className="font-normal text-slate-500"> (optional)</span>}
              </h2>
              <span className={`rounded px-2 py-1 text-xs font-semibold ${statusStyles[item.status]}`}>
                {documentStatusLabels[item.status]}
              </span>
            </div>
            {item.type.description && <p className="mt-1 text-sm text-slate-600">{item.type.description}</p>}
            {item.status === 'Rejected' && item.rejectionReason && (
              <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">Reason: {item.rejectionReason}</p>
            )}
            {item.file && (
              <p className="mt-2 text-sm text-slate-600">
                Uploaded {item.file.originalName ? `“${item.file.originalName}” ` : ''}on{' '}
                {formatDate(item.file.uploadedAt.slice(0, 10))}.{' '}
                <a className="text-navy underline" href={`/api/files/${item.file.path}`}>
                  View
                </a>
              </p>
            )}
            {item.status !== 'Verified' && (
              <DocumentUpload
                applicationId={application._id}
                documentTypeId={item.type._id}
                documentName={item.type.name}
                isPassport={item.type.isPassport}
                hasFile={item.file !== null}
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
