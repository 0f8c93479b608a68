import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail, UpdateCompanyRequest } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { refreshMemberships } from '../../../lib/query-keys';
import { companyQueryKey } from './company';

/** PUT /companies/{id}: name, website, industry, country, description. */
export function updateCompany(id: string, body: UpdateCompanyRequest): Promise<CompanyDetail> {
  return apiClient.PUT('/companies/{id}', { params: { path: { id } }, body });
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyRequest) => updateCompany(id, body),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey(id), company);
      // The name shows in lists and in the profile's companies.
      await refreshMemberships(queryClient);
    },
  });
}
