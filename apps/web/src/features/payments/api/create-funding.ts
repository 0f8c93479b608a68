import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BillingMode, Funding } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys, type FundingSubject } from './keys';

export interface CreateFundingInput {
  subject: FundingSubject;
  method: BillingMode;
  /** The M-Pesa number that pays (any way people write it; the server keeps 2547XXXXXXXX). */
  phone?: string;
}

/**
 * POST /payments/fundings {campaign_id | bid_id, method, phone?} (payments.manage) -> 201 the funding: the server's
 * lines (agreed work, 30% platform fee, 15% VAT) and state. M-Pesa: PENDING while the payer's phone shows the
 * request; invoice: PENDING with its invoice until paid. 400 names `phone` or `method`; 409 (`status`) when the work
 * already has a funding, (`campaign_id`) when the campaign cannot be funded.
 */
export function createFunding({ subject, method, phone }: CreateFundingInput): Promise<Funding> {
  return apiClient.POST('/payments/fundings', {
    body: {
      ...(subject.campaignId ? { campaign_id: subject.campaignId } : { bid_id: subject.bidId }),
      method,
      ...(method === 'MPESA' && phone ? { phone } : {}),
    },
  });
}

/** A funding's new state everywhere it shows: its own query, its subject's list, the payments lists. */
export async function showFunding(queryClient: QueryClient, funding: Funding): Promise<void> {
  queryClient.setQueryData(paymentKeys.funding(funding.id), funding);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.fundings, refetchType: 'active' }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.lists }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.profile }),
  ]);
}

export function useCreateFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFunding,
    onSuccess: (funding) => showFunding(queryClient, funding),
    // A 409 means someone funded it meanwhile: show what is there now.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.fundings }),
  });
}
