/**
 * The server's side of campaign money: creators' prices from the catalogue (whole units of their own
 * currency, per channel and post content type, set by their level) converted into the campaign's
 * currency, then the one shared computation (packages/shared/src/campaign-pricing.ts). The server's figures are
 * the truth; whatever a client sends is ignored.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { campaignCost, type CampaignCost, type DeliverableInput, type PriceOf } from '@app/shared/campaign-pricing';
import { convertMinor, toMinor } from '@app/shared/money';
import { creatorChannels } from '../../db/schema/creators';
import { currencies } from '../../db/schema/config';
import type { Db, Tx } from '../../db/client';

/** `column = any($1)` with one array parameter: hundreds of ids bind and plan faster than as many parameters. */
const anyOf = (column: typeof creatorChannels.creatorId, ids: number[]) =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;

/** US dollars per unit as an exact integer x 10^8 (the column holds 8 decimals). */
const rateOf = (usdRate: number) => BigInt(Math.round(usdRate * 1e8));

/** A price lookup for these creators and channels, in minor units of `currency`. */
export async function priceListFor(
  db: Db | Tx,
  input: { creatorIds: number[]; channels: string[]; currency: string },
): Promise<PriceOf> {
  if (!input.creatorIds.length || !input.channels.length) return () => null;
  const rows = await db
    .select({
      creatorId: creatorChannels.creatorId,
      channel: creatorChannels.channel,
      currency: creatorChannels.currency,
      prices: creatorChannels.prices,
    })
    .from(creatorChannels)
    .where(and(anyOf(creatorChannels.creatorId, input.creatorIds), inArray(creatorChannels.channel, input.channels)));
  const rates = new Map(
    (await db.select({ code: currencies.code, usdRate: currencies.usdRate }).from(currencies)).map((c) => [
      c.code,
      rateOf(c.usdRate),
    ]),
  );
  const target = rates.get(input.currency);
  // Each price is converted once here, not once per deliverable line that asks for it (a creator is on several).
  const byKey = new Map<string, number>();
  for (const row of rows) {
    const from = rates.get(row.currency);
    if (!from || !target) continue;
    for (const [type, whole] of Object.entries(row.prices))
      byKey.set(`${row.creatorId}:${row.channel}:${type}`, convertMinor(toMinor(whole, 'price'), from, target));
  }
  return (creatorId, channel, postContentType) => byKey.get(`${creatorId}:${channel}:${postContentType}`) ?? null;
}

/** Every price of these creators on these channels, in minor units of `currency` (the wizard's live panel). */
export async function listPrices(db: Db | Tx, input: { creatorIds: number[]; channels: string[]; currency: string }) {
  const rows = await db
    .select({ creatorId: creatorChannels.creatorId, channel: creatorChannels.channel, prices: creatorChannels.prices })
    .from(creatorChannels)
    .where(and(anyOf(creatorChannels.creatorId, input.creatorIds), inArray(creatorChannels.channel, input.channels)));
  const priceOf = await priceListFor(db, input);
  return rows.flatMap((row) =>
    Object.keys(row.prices).flatMap((type) => {
      const amount = priceOf(row.creatorId, row.channel, type);
      return amount === null
        ? []
        : [{ influencer_id: row.creatorId, channel: row.channel, post_content_type: type, amount_minor: amount }];
    }),
  );
}

export async function computeCampaignCost(
  db: Db | Tx,
  input: { currency: string; deliverables: DeliverableInput[] },
): Promise<CampaignCost> {
  const creatorIds = [...new Set(input.deliverables.flatMap((d) => d.influencer_ids))];
  const channels = [...new Set(input.deliverables.map((d) => d.channel))];
  return campaignCost(input.deliverables, await priceListFor(db, { creatorIds, channels, currency: input.currency }));
}
