import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmeSettings } from '@app/shared/sme';
import { smeClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { smeSettingsKeys } from './sme-settings';

/** POST /sme/{sme_id}/logo (SME session), multipart `file` (jpeg or png, at most 5 MB) -> {logo}. */
export function uploadSmeLogo(smeId: string, file: File): Promise<{ logo: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return smeClient.POST('/sme/{sme_id}/logo', { params: { path: { sme_id: smeId } }, form });
}

/** The logo is stored at once: the settings show it, and so does everything listing the business. */
export function useUploadSmeLogo(smeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSmeLogo(smeId, file),
    onSuccess: async ({ logo }) => {
      queryClient.setQueryData<SmeSettings>(smeSettingsKeys.sme(smeId), (settings) =>
        settings ? { ...settings, business: { ...settings.business, logo } } : settings,
      );
      await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.profile, 'sme'] });
    },
  });
}
