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
