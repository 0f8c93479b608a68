import type { CLUSTER_ROLES, COMPANY_ROLES, MERCHANT_ROLES } from '@app/shared/auth';
import type { TeamRole } from '@app/shared/permissions';

/** Who is calling: resolved once per request from the bearer token by the route guard. */
export interface Actor {
  merchantId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  accountDisabled: boolean;
}

/** Where a request came from: what services record (sessions) and limit on (rate limits). */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** A creator calling the creator side (`/api/creator/...`), resolved from a creator token. */
export interface CreatorActor {
  accountId: string;
  sessionId: string;
  email: string;
  /** The catalogue creator the account speaks for; null until the profile is complete. */
  creatorId: number | null;
}

/**
 * A company a merchant may enter, with their effective role on it: what `companies/access.ts` computes and the
 * session cache keeps (here, below both, so infra/ needs nothing of modules/).
 */
export interface AccessibleCompany {
  id: string;
  name: string;
  company_role: (typeof COMPANY_ROLES)[number];
  parent_id: string | null;
  is_sme: boolean;
  logo: string | null;
  merchant_role: (typeof MERCHANT_ROLES)[number] | null;
  cluster_role: (typeof CLUSTER_ROLES)[number] | null;
  role: TeamRole;
  inherited: boolean;
  /** The company whose membership grants the access (itself when direct). */
  source_id: string;
}
