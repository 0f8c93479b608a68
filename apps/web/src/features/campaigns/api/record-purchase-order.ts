import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { purchaseOrderSchema } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';

export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export interface RecordPurchaseOrderInput {
  campaignId: string;
  poNumber: string;
  /** What the purchase order covers, minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /** The purchase order as a PDF (optional; 5 MB at most). */
  file?: File | null;
}

/**
 * POST /universe/po_data (multipart: campaign_id, po_number, amount_minor as digits, currency, optional `file`, a
 * PDF) -> 201 the purchase order of a campaign paid by invoice (campaign.create). The name is the campaign's. 400
 * names `po_number`, `file` or `currency`.
 */
export function recordPurchaseOrder(input: RecordPurchaseOrderInput): Promise<PurchaseOrder> {
  const form = new FormData();
  form.append('campaign_id', input.campaignId);
  form.append('po_number', input.poNumber.trim());
  form.append('amount_minor', String(input.amountMinor));
  form.append('currency', input.currency);
  if (input.file) form.append('file', input.file, input.file.name);
  return apiClient.POST('/universe/po_data', { form });
}

export function useRecordPurchaseOrder() {
  return useMutation({ mutationFn: recordPurchaseOrder });
}
