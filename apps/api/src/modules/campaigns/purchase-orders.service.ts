/** Purchase orders of campaigns paid by invoice (POST /universe/po_data): the PO's name, number, amount and PDF. */
import type { z } from 'zod';
import type { purchaseOrderFieldsSchema } from '@app/shared/campaigns';
import { campaignPurchaseOrders } from '../../db/schema/campaigns';
import { currencies } from '../../db/schema/config';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { fieldError } from '../../errors';
import type { UploadedFile } from '../../infra/uploads';
import { eq } from 'drizzle-orm';
import { campaignFor } from './campaigns.service';

export async function recordPurchaseOrder(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof purchaseOrderFieldsSchema> & { file: UploadedFile | null },
) {
  const campaign = await campaignFor(deps, actor, input.campaign_id, 'campaign.create');
  const [currency] = await deps.db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, input.currency));
  if (!currency) throw fieldError('currency', `Unknown currency "${input.currency}"`);
  const fileKey = input.file
    ? await deps.storage.putPrivate('purchase-orders', input.file.bytes, input.file.extension)
    : null;
  const [row] = await deps.db
    .insert(campaignPurchaseOrders)
    .values({
      campaignId: campaign.id,
      // The spec's po_name is the campaign's name as the form sends it.
      poName: input.campaign_name ?? campaign.name,
      poNumber: input.po_number,
      amountMinor: input.amount_minor,
      currency: input.currency,
      fileKey,
      fileName: input.file?.filename ?? null,
      createdBy: actor.merchantId,
    })
    .returning();
  return {
    id: row.id,
    campaign_id: row.campaignId,
    po_name: row.poName,
    po_number: row.poNumber,
    amount_minor: row.amountMinor,
    currency: row.currency,
    file: row.fileName ? { name: row.fileName } : null,
    created_at: row.createdAt.toISOString(),
  };
}
