import { SignJWT } from 'jose';
import { analyticsEvents } from '../../db/schema/analytics';
import type { Deps } from '../../deps';
import type { Actor, ClientInfo } from '../../actor';
import { reachableCompanies } from '../companies/access';

export const CUBE_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * A short-lived token for the analytics query service: it names the companies the caller may
 * query, and the service filters every query by them (its security context).
 */
export async function cubeToken(deps: Deps, actor: Actor) {
  const companyIds = actor.accountDisabled ? [] : (await reachableCompanies(deps, actor.merchantId)).map((c) => c.id);
  const access_token = await new SignJWT({ company_ids: companyIds })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(actor.merchantId)
    .setAudience('cube')
    .setIssuedAt()
    .setExpirationTime(`${CUBE_TOKEN_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(deps.config.cubeSecret));
  return { access_token, expires_in: CUBE_TOKEN_TTL_SECONDS };
}

export async function recordEvent(
  deps: Deps,
  actor: Actor | undefined,
  input: { event_name: string; platform: string; metadata: Record<string, unknown>; client: ClientInfo },
) {
  // Anyone may send events, so each address (and each signed-in merchant) has a per-minute budget.
  await deps.limits.consume('analytics', { ip: input.client.ip, target: actor?.merchantId });
  const userId = actor?.merchantId ?? null;
  const [row] = await deps.db
    .insert(analyticsEvents)
    .values({
      eventName: input.event_name,
      platform: input.platform,
      metadata: { ...input.metadata, user_id: userId },
      userId,
    })
    .returning({ id: analyticsEvents.id });
  return { id: row.id };
}
