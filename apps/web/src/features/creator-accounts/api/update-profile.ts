import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfile, CreatorProfileUpdate } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from './keys';
import { storeCreatorProfile } from './me';

/** PUT /creator/me: the whole profile; the first complete save lists the creator in the catalogue. */
export function updateCreatorProfile(body: CreatorProfileUpdate): Promise<CreatorProfile> {
  return creatorClient.PUT('/creator/me', { body });
}

export function useUpdateCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreatorProfile,
    onSuccess: async (profile) => {
      storeCreatorProfile(queryClient, profile);
      // A first save makes the catalogue creator: invitations and contracts become readable.
      await queryClient.invalidateQueries({
        queryKey: creatorKeys.all,
        predicate: (query) => query.queryKey[1] !== 'me',
      });
    },
  });
}
