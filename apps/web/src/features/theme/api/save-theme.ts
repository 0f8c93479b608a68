import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { CustomConfig } from './custom-config';

export type SaveThemeRequest = ApiBody<'/companies/{id}/custom_config', 'put'>;

/** PUT /companies/{id}/custom_config {colorscheme, button_style, logo?}. */
export function saveTheme(companyId: string, body: SaveThemeRequest): Promise<CustomConfig> {
  return apiClient.PUT('/companies/{id}/custom_config', { params: { path: { id: companyId } }, body });
}

/** Every company theme is refetched: brands below wear their parent's theme. */
export function useSaveTheme(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveThemeRequest) => saveTheme(companyId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.theme] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
      ]);
    },
  });
}
