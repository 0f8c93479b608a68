import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { CustomConfig } from './custom-config';

/** DELETE /companies/{id}/custom_config: back to the default (or the parent's) theme. */
export function resetTheme(companyId: string): Promise<CustomConfig> {
  return apiClient.DELETE('/companies/{id}/custom_config', { params: { path: { id: companyId } } });
}

export function useResetTheme(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTheme(companyId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.theme] });
    },
  });
}
