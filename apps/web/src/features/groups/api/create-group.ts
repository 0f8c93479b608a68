import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';
import type { ApiBody } from '../../../lib/api/types';
import { removeEmptyValues } from '../lib/group-update';

export type CreateGroupBody = ApiBody<'/merchant/influencer_groups', 'post'>;

/** POST /merchant/influencer_groups {company_id, name, description?, influencer_ids?} -> 201 group. */
export function createGroup(body: CreateGroupBody): Promise<Group> {
  // company_id and name are required (the form checks them), so they survive removeEmptyValues.
  return apiClient.POST('/merchant/influencer_groups', {
    body: { ...removeEmptyValues({ ...body }), company_id: body.company_id, name: body.name.trim() },
  });
}

/**
 * On failure: an error toast with the server's message, else 'Something went wrong. Please try again later.' (spec
 * section 8).
 */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => refreshGroups(queryClient),
    onError: (error) => void toastFailure(error),
  });
}
