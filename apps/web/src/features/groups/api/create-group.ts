import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';
import { removeEmptyValues } from '../lib/group-update';

export interface CreateGroupBody {
  company_id: string;
  name: string;
  description?: string | null;
  influencer_ids?: number[];
}

/** POST /merchant/influencer_groups {company_id, name, description?, influencer_ids?} -> 201 group. */
export function createGroup(body: CreateGroupBody): Promise<Group> {
  return apiClient.post<Group>('/merchant/influencer_groups', removeEmptyValues({ ...body }));
}

/** On failure: an error toast with the server's message, else 'Something went wrong. Please try again later.' (spec section 8). */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => refreshGroups(queryClient),
    onError: (error) => void toastFailure(error),
  });
}
