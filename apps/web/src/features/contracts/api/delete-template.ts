import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { contractKeys } from './keys';

/**
 * DELETE /contract_templates/{id} -> {message}; 409 CONFLICT while a live campaign uses it (the message names them).
 */
export function deleteTemplate(templateId: string): Promise<{ message: string }> {
  return apiClient.DELETE('/contract_templates/{id}', { params: { path: { id: templateId } } });
}

export function useDeleteTemplate(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.templates(companyId) }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.checklist] }),
      ]);
    },
  });
}
