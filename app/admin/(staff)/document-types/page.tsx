import type { Metadata } from 'next';
import { DocumentTypeEditor } from '@/components/admin/document-types/document-type-editor';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Deployment documents' };

export default function Page() {
  return (
    <>
      <PageHeader title="Deployment documents" />
      <DocumentTypeEditor />
    </>
  );
}
