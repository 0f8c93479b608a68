import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail, CreateCompanyRequest } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { refreshMemberships } from '../../../lib/query-keys';
import { companyQueryKey } from './company';

/** POST /companies/new: an agency, company or brand; with parent_id a client company or brand under it. */
export function createCompany(body: CreateCompanyRequest): Promise<CompanyDetail> {
  return apiClient.POST('/companies/new', { body });
}

/** Resolves after the profile and company lists are fresh, so the new company's routes let the user in. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey(company.id), company);
      await refreshMemberships(queryClient);
    },
  });
}
