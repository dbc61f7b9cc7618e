'use client';

import dynamic from 'next/dynamic';

/** Loads the inquiry form's code (react-hook-form, zod, the contracts); the page calls it on intent. */
export const loadInquiryForm = () => import('./inquiry-form');

// The form opens on 'Start Hiring Process': its code loads then (or on intent), off the page's first load.
export const LazyInquiryForm = dynamic(() => loadInquiryForm().then((m) => m.InquiryForm), {
  ssr: false,
  loading: () => (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm">
      Loading the inquiry form…
    </div>
  ),
});
