import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractTemplate } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** GET /contract_templates?company_id=: the company's contract templates. */
export function fetchTemplates(companyId: string, signal?: AbortSignal): Promise<ContractTemplate[]> {
  return apiClient.GET('/contract_templates', { params: { query: { company_id: companyId } }, signal });
}

export function templatesQuery(companyId: string) {
  return queryOptions({
    queryKey: contractKeys.templates(companyId),
    queryFn: ({ signal }) => fetchTemplates(companyId, signal),
    enabled: companyId.length > 0,
  });
}

export function useTemplates(companyId: string) {
  return useQuery(templatesQuery(companyId));
}
