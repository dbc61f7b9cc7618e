import type { Metadata } from 'next';
import { CandidateProcess } from '@/components/careers/candidate-process';
import { CareersBoard } from '@/components/careers/careers-board';
import { CareersCta } from '@/components/careers/careers-cta';
import { CareersHero } from '@/components/careers/careers-hero';
import { JobSearchForm } from '@/components/careers/job-search-form';
import {
  careersFilterLookups,
  careersHref,
  isFiltered,
  resolveCareersSearch,
  type CareersFilterLists,
} from '@/components/careers/job-search-filters';
import { alertSearchLabel } from '@/lib/contracts/job-alerts/texts';
import { JobAlertEntry } from '@/components/job-alerts/job-alert-entry';
import type { ForCandidateContent, Lookup, LookupKind } from '@/lib/contracts';
import { getAgencyLicence, getContent, getJob, getLookup, searchJobs } from '@/lib/upstream/content';

// Rendered on the server from the CMS and the search's first page; upstream reads are cached for a minute.
export const revalidate = 60;

interface CandidatesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const fallbackGeneral: ForCandidateContent['generalApplicationSection'] = {
  title: "Don't see the right job?",
  description: 'Send us a general application and we will match you with upcoming openings.',
  buttonText: 'Submit General Application',
};

/** The URL's search, matched against the cached lookup lists (a list that fails to load matches nothing). */
async function careersSearch(searchParams: CandidatesPageProps['searchParams']) {
  const list = (kind: LookupKind): Promise<Lookup[]> => getLookup(kind).catch(() => []);
  const [params, position, location, salary] = await Promise.all([
    searchParams,
    list(careersFilterLookups.position),
    list(careersFilterLookups.location),
    list(careersFilterLookups.salary),
  ]);
  const lists: CareersFilterLists = { position, location, salary };
  return { lists, ...resolveCareersSearch(params, lists) };
}

export async function generateMetadata({ searchParams }: CandidatesPageProps): Promise<Metadata> {
  const { search } = await careersSearch(searchParams);
  return {
    title: 'Careers: Hospitality Jobs in the UAE',
    description:
      'Current hospitality job openings in the UAE for Filipino professionals. Apply online with your resume and a short video.',
    alternates: { canonical: careersHref(search) },
  };
}

export default async function CandidatesPage({ searchParams }: CandidatesPageProps) {
  const { lists, search, filters } = await careersSearch(searchParams);
  const [content, process, firstPage, { agencyName, licenceNumber, validUntil }] = await Promise.all([
    getContent('for-candidate').catch(() => null),
    getContent('for-candidate-process').catch(() => null),
    searchJobs(filters).catch(() => null),
    getAgencyLicence(),
  ]);
  const first = firstPage?.data[0];
  const initialDetail = first ? await getJob(first.slug).catch(() => null) : null;
  const nameOf = (list: Lookup[], id: string | undefined) => list.find((item) => item._id === id)?.name;
  const alertSearch = { q: filters.q, position: filters.position, location: filters.location };
  const alertLabel = alertSearchLabel(
    filters.q,
    nameOf(lists.position, filters.position),
    nameOf(lists.location, filters.location),
  );

  return (
    <>
      {content ? (
        <CareersHero hero={content.heroSection} />
      ) : (
        <p role="alert" className="mx-auto max-w-5xl px-4 py-12 text-center text-red-700">
          Failed to load data.
        </p>
      )}
      <CareersBoard
        // A new search starts a new board: first page, first job selected.
        key={careersHref(search)}
        firstPage={firstPage}
        initialDetail={initialDetail}
        licence={{ agencyName, licenceNumber, validUntil }}
        filters={filters}
        filtered={isFiltered(search)}
        searchForm={<JobSearchForm key={careersHref(search)} search={search} lists={lists} />}
        searchExtras={<JobAlertEntry key={careersHref(search)} search={alertSearch} label={alertLabel} />}
        general={content?.generalApplicationSection ?? fallbackGeneral}
      />
      <CandidateProcess process={process} />
      {content ? <CareersCta cta={content.ctaSection} /> : null}
    </>
  );
}
