/**
 * Where the refresh job reads a live post's figures from (docs/decisions/024-reporting.md). Each connector reads
 * one platform (or simulates one); the job picks the first whose `reads` says yes and records the reading with
 * the connector's `source`. A creator's report and a brand's CSV file are the other two ways figures arrive
 * (ingestion.service.ts); they need no connector.
 */
import type { MetricSource, MetricValues } from '@app/shared/reporting';

/** A verified live post the job may read. */
export interface ConnectedPost {
  content_id: string;
  creator_id: number;
  channel: string;
  post_url: string;
  /** When the live link was verified (a simulated post grows from then). */
  live_since: Date;
  /** The creator's followers on the channel as the catalogue knows them. */
  followers: number;
  /** The creator's typical reach on the channel (the catalogue's average views), for the simulation. */
  typical_views: number;
  /** The catalogue's engagement rate of the creator on the channel, percent. */
  typical_engagement_rate: number;
  /** The campaign is demo data (the simulated connector reads only these). */
  demo: boolean;
  /** The creator's connected account on this channel, when they connected one (token already opened). */
  account: { account_id: string; token: string } | null;
}

export interface MetricsConnector {
  readonly source: MetricSource;
  /** Whether this connector can read the post (its channel, an account, a demo campaign). */
  reads(post: ConnectedPost): boolean;
  /** The post's figures now. Throws ConnectorError when the platform refuses or cannot find the post. */
  read(post: ConnectedPost, now: Date): Promise<MetricValues>;
}

/** A platform's refusal, said in words a brand can act on; `retryable` when trying later may help. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}
