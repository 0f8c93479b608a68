import { creatorClient } from '../../../lib/api-client';
import { pdfQuery } from '../../../lib/pdf-query';
import { metricKeys } from './metric-keys';

/**
 * GET /creator/content/metrics/{id}/evidence: the screenshot I sent with a report, fetched with the creator's bearer
 * token as a Blob (lib/pdf-query.ts) and kept while on screen.
 */
export function creatorReadingEvidenceQuery(snapshotId: string) {
  return pdfQuery(metricKeys.creatorEvidence(snapshotId), (init) =>
    creatorClient.GET('/creator/content/metrics/{id}/evidence', { params: { path: { id: snapshotId } }, ...init }),
  );
}
