import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** POST /upload/company/logo, multipart fields `company_id` then `file` (jpeg or png, at most 5 MB) -> {logo}. */
export function uploadLogo(companyId: string, file: File) {
  const form = new FormData();
  // The identifier goes first: the server reads the fields sent before the file.
  form.append('company_id', companyId);
  form.append('file', file, file.name);
  return apiClient.POST('/upload/company/logo', { form });
}

/** The logo is stored at once: company lists and the theme show it. */
export function useUploadLogo(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(companyId, file),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.theme] }),
      ]);
    },
  });
}
