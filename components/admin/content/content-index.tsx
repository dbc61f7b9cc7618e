import Link from 'next/link';
import { contentKeys } from '@/lib/contracts';
import { contentDocumentInfo } from './content-documents';

/** Every content document of the public site, each opening its editor. */
export function ContentIndex() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {contentKeys.map((key) => (
        <li key={key}>
          <Link
            href={`/admin/content/${key}`}
            className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-navy"
          >
            <span className="block font-semibold text-navy">{contentDocumentInfo[key].title}</span>
            <span className="text-sm text-slate-500">Shown on {contentDocumentInfo[key].page}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
