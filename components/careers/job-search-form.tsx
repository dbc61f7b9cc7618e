import Form from 'next/form';
import { SiteLink } from '@/components/ui/site-link';
import { buttonClass } from '@/components/ui/button';
import { lookupSlug, type CareersFilter, type CareersFilterLists, type CareersSearch } from './job-search-filters';

const control =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/40';

const selects: { name: CareersFilter; label: string; any: string }[] = [
  { name: 'position', label: 'Position', any: 'Any position' },
  { name: 'location', label: 'Emirate', any: 'Any emirate' },
  { name: 'salary', label: 'Salary', any: 'Any salary' },
];

interface JobSearchFormProps {
  search: CareersSearch;
  lists: CareersFilterLists;
}

/**
 * Search and filters as a plain GET form to /candidates: it works without JavaScript, and with it
 * next/form navigates on the client. Values are the lookups' slugs, so the URL reads well.
 */
export function JobSearchForm({ search, lists }: JobSearchFormProps) {
  return (
    <Form
      action="/candidates"
      // It submits to the page it is on: prefetching that page's shell would only spend a phone's data.
      prefetch={false}
      role="search"
      aria-label="Search job openings"
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="job-search-q" className="block text-sm font-medium text-slate-800">
          Keywords
        </label>
        <input
          id="job-search-q"
          type="search"
          name="q"
          defaultValue={search.q ?? ''}
          maxLength={100}
          placeholder="Job title, company or skill"
          className={control}
        />
      </div>
      {selects.map(({ name, label, any }) => (
        <div key={name}>
          <label htmlFor={`job-search-${name}`} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <select id={`job-search-${name}`} name={name} defaultValue={search[name] ?? ''} className={control}>
            <option value="">{any}</option>
            {lists[name].map((item) => (
              <option key={item._id} value={lookupSlug(item.name)}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass('secondary')}>
          Search
        </button>
        <SiteLink href="/candidates" className={buttonClass('ghost')}>
          Clear
        </SiteLink>
      </div>
    </Form>
  );
}
