import { apiClient } from '../../../lib/api-client';
import { pdfQuery } from '../../../lib/pdf-query';
import { metricKeys } from './metric-keys';

/**
 * GET /content/metrics/{id}/evidence (reports.view): the screenshot a creator sent with a report, fetched with the
 * bearer token as a Blob and kept while on screen (lib/pdf-query.ts: the same authorised fetch as private PDFs).
 */
export function readingEvidenceQuery(snapshotId: string) {
  return pdfQuery(metricKeys.evidence(snapshotId), (init) =>
    apiClient.GET('/content/metrics/{id}/evidence', { params: { path: { id: snapshotId } }, ...init }),
  );
}
