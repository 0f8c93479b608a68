import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Funding } from '@app/shared/payments';
import { smeClient } from '../../../lib/api-client';
import { showFunding } from './create-funding';

export interface CreateSmeFundingInput {
  campaignId: string;
  /** The M-Pesa number that pays (any way people write it; the server keeps 2547XXXXXXXX). */
  phone: string;
}

/**
 * POST /payments/fundings {campaign_id, method: 'MPESA', phone} with the SME session (the business's owner funds its
 * campaign) -> 201 the funding, PENDING while the payer's phone shows the request. 400 names `phone`; 409 when the
 * campaign already has a funding or cannot be funded.
 */
export function createSmeFunding({ campaignId, phone }: CreateSmeFundingInput): Promise<Funding> {
  return smeClient.POST('/payments/fundings', { body: { campaign_id: campaignId, method: 'MPESA', phone } });
}

export function useCreateSmeFunding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSmeFunding, onSuccess: (funding) => showFunding(queryClient, funding) });
}
