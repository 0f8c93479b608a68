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
