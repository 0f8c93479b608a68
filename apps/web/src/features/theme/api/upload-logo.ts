import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** POST /companies/{id}/logo, multipart field `file` (jpeg or png, at most 5 MB) -> {logo}. */
export function uploadLogo(companyId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.POST('/companies/{id}/logo', { params: { path: { id: companyId } }, form });
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
