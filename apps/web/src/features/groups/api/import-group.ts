import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';

/** POST /merchant/influencer_groups/import {company_id, code}: copies a group shared by its 8-character code. */
export function importGroup(companyId: string, code: string): Promise<Group> {
  return apiClient.POST('/merchant/influencer_groups/import', { body: { company_id: companyId, code } });
}

/** The import form shows a failure inline (a wrong code is the usual one), so no toast here. */
export function useImportGroup(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => importGroup(companyId, code),
    onSuccess: () => refreshGroups(queryClient),
  });
}
