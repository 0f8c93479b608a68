import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCampaignLists } from '../../../campaigns/api/campaign-lists';
import { jobListingsQuery } from '../../../jobs/api/job-listings';
import type { BrandOption } from '../../../briefs/lib/brands';
import { reportOptions } from './report-options';

/**
 * The campaigns (GET /campaigns/all/companies/{id}: the company's and its brands') and each brand's jobs with agreed
 * work (POST /jobs-marketplace/campaign_jobs) the reports page offers. Pending while the campaigns load; a failed
 * brand's jobs are left out (the campaigns still show).
 */
export function useReportOptions(companyId: string, brands: readonly BrandOption[]) {
  const lists = useCampaignLists(companyId);
  const jobs = useQueries({
    queries: brands.map((brand) => jobListingsQuery('agreed', { brandId: brand.id })),
  });
  const jobsData = jobs.map((query, index) => ({ brandName: brands[index].name, jobs: query.data ?? [] }));
  const jobsKey = jobs.map((query) => query.dataUpdatedAt).join(',');
  const options = useMemo(
    () => reportOptions(lists.data, jobsData),
    // jobsData is new on every render; its content changes with the queries' update times.
    [lists.data, jobsKey],
  );
  return {
    options,
    isPending: lists.isPending,
    jobsPending: jobs.some((query) => query.isPending),
    isError: lists.isError,
    refetch: () => void lists.refetch(),
  };
}
