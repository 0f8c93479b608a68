import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Theme } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { CustomConfig } from './custom-config';

export type SaveThemeRequest = Omit<Theme, 'logo'> & { logo?: string | null };

/** PUT /companies/{id}/custom_config {colorscheme, button_style, logo?}. */
export function saveTheme(companyId: string, body: SaveThemeRequest): Promise<CustomConfig> {
  return apiClient.put<CustomConfig>(`/companies/${encodeURIComponent(companyId)}/custom_config`, body);
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
