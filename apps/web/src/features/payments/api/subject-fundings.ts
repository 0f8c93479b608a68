import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Funding } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { isAwaitingPhone } from '../lib/funding-state';
import { paymentKeys, type FundingSubject } from './keys';

/** How often an M-Pesa request waiting for the payer's PIN is asked again (besides the live notification). */
export const PENDING_REFRESH_MS = 3_000;

/**
 * GET /companies/{company_id}/fundings?campaign_id|bid_id (company.view): the fundings of a campaign or bid, newest
 * first. `companyId` is the company that owns the campaign or job (a brand under an agency), not the page's.
 */
export function fetchSubjectFundings(
  companyId: string,
  subject: FundingSubject,
  signal?: AbortSignal,
): Promise<Funding[]> {
  return apiClient
    .GET('/companies/{company_id}/fundings', {
      params: {
        path: { company_id: companyId },
        query: subject.campaignId ? { campaign_id: subject.campaignId } : { bid_id: subject.bidId },
      },
      signal,
    })
    .then((answer) => answer.results);
}

/**
 * Asked again every 3 s while an M-Pesa request waits for the payer (the payment notification refreshes it at once
 * when the stream is up; this is the fallback). An invoice waits for days: the notification alone refreshes it.
 */
export function subjectFundingsQuery(companyId: string, subject: FundingSubject) {
  return queryOptions({
    queryKey: paymentKeys.subjectFundings(companyId, subject),
    queryFn: ({ signal }) => fetchSubjectFundings(companyId, subject, signal),
    staleTime: 10_000,
    enabled: companyId.length > 0 && Boolean(subject.campaignId || subject.bidId),
    refetchInterval: (query) => (query.state.data?.some(isAwaitingPhone) ? PENDING_REFRESH_MS : false),
  });
}

export function useSubjectFundings(companyId: string, subject: FundingSubject) {
  return useQuery(subjectFundingsQuery(companyId, subject));
}
