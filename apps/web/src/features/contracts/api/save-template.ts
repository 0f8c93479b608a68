import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractTemplate } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { contractKeys } from './keys';

/**
 * POST /contract_templates (multipart: company_id, title, type, body for TEXT, file for FILE) -> 201,
 * or PUT /contract_templates/{id} (any of title, type, body, file) -> the template.
 */
export function saveTemplate(templateId: string | null, form: FormData): Promise<ContractTemplate> {
  return templateId
    ? apiClient.PUT('/contract_templates/{id}', { params: { path: { id: templateId } }, form })
    : apiClient.POST('/contract_templates', { form });
}

export function useSaveTemplate(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, form }: { templateId: string | null; form: FormData }) => saveTemplate(templateId, form),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.templates(companyId) }),
        // The onboarding checklist's contract_created flag follows the first template.
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.checklist] }),
      ]);
    },
  });
}
