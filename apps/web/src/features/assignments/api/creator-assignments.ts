import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assignment } from '@app/shared/assignments';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/assignments: the agreed work, one row per task of an accepted invitation or bid. */
export function fetchAssignments(signal?: AbortSignal): Promise<Assignment[]> {
  return creatorClient.GET('/creator/assignments', { signal });
}

export function useAssignments(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: creatorKeys.assignments(), queryFn: ({ signal }) => fetchAssignments(signal), enabled }),
  );
}
