import type { Metadata } from 'next';
import { TestimonialList } from '@/components/admin/testimonials/testimonial-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Testimonials' };

export default function Page() {
  return (
    <>
      <PageHeader title="Testimonials" />
      <TestimonialList />
    </>
  );
}
