/**
 * Creators' connected platform accounts (metric_connections): the account id and the access token the refresh job
 * reads the platform's API with. The token is sealed at rest (infra/sealing.ts) with a key of its own purpose and
 * bound to the creator and channel, so a sealed token copied to another creator's row does not open.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { metricConnections } from '../../db/schema/reporting';
import { createSealer, type Sealer } from '../../infra/sealing';

const PURPOSE = 'metric connection tokens';

export interface ConnectionInput {
  creator_id: number;
  channel: string;
  /** The platform's id of the account (an Instagram professional account id, a TikTok open_id). */
  account_id: string;
  token: string;
}

export interface OpenedConnection {
  account_id: string;
  token: string;
}

/** The key of a connection in `openConnections`' map. */
export const connectionKey = (creatorId: number, channel: string) => `${creatorId}:${channel}`;

/** The sealers per secret (deriving a key costs an HKDF; the secret is one per process). */
const sealers = new Map<string, Sealer>();
function sealerFor(secret: string): Sealer {
  let sealer = sealers.get(secret);
  if (!sealer) {
    sealer = createSealer(secret, PURPOSE);
    sealers.set(secret, sealer);
  }
  return sealer;
}

/**
 * Saves the creator's account on the channel (a new connection, or a new token for it): the token sealed, the
 * last error and the failures cleared (the refresh job reads it again at once). `secret` is the server secret
 * (deps.config.jwtSecret).
 */
export async function saveConnection(db: Db | Tx, secret: string, input: ConnectionInput): Promise<void> {
  const sealedToken = sealerFor(secret).seal(connectionKey(input.creator_id, input.channel), input.token);
  await db
    .insert(metricConnections)
    .values({ creatorId: input.creator_id, channel: input.channel, accountId: input.account_id, sealedToken })
    .onConflictDoUpdate({
      target: [metricConnections.creatorId, metricConnections.channel],
      set: {
        accountId: input.account_id,
        sealedToken,
        connectedAt: sql`now()`,
        lastError: null,
        failures: 0,
        retryAfter: null,
        needsReconnect: false,
      },
    });
}

/**
 * The connections of these creators, tokens opened, keyed `${creatorId}:${channel}`. A token that no longer opens
 * (the server secret changed) is left out: the creator counts as not connected until they connect again.
 */
export async function openConnections(
  db: Db | Tx,
  secret: string,
  creatorIds: readonly number[],
): Promise<Map<string, OpenedConnection>> {
  const opened = new Map<string, OpenedConnection>();
  if (!creatorIds.length) return opened;
  const sealer = sealerFor(secret);
  const rows = await db
    .select({
      creatorId: metricConnections.creatorId,
      channel: metricConnections.channel,
      accountId: metricConnections.accountId,
      sealedToken: metricConnections.sealedToken,
    })
    .from(metricConnections)
    .where(inArray(metricConnections.creatorId, [...new Set(creatorIds)]));
  for (const row of rows) {
    const key = connectionKey(row.creatorId, row.channel);
    let token: string;
    try {
      token = sealer.open(key, row.sealedToken);
    } catch {
      continue;
    }
    opened.set(key, { account_id: row.accountId, token });
  }
  return opened;
}
