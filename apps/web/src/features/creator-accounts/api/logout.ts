import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creatorClient } from '../../../lib/api-client';
import { creatorSessionStore } from '../../../lib/creator-session';
import { paths } from '../../../lib/paths';
import { creatorKeys } from './keys';

/** POST /creator/auth/logout revokes the session on the server; the local session goes whatever the reply. */
export async function creatorLogout(): Promise<void> {
  if (!creatorSessionStore.getToken()) return;
  try {
    await creatorClient.POST('/creator/auth/logout', { handleUnauthorized: false });
  } catch {
    /* the local session goes anyway */
  }
}

/** Logs out and lands on the creator login (not back on the page, as a lost session would). */
export function useCreatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creatorLogout,
    onSettled: () => {
      creatorSessionStore.clear({ next: paths.creator.login() });
      queryClient.removeQueries({ queryKey: creatorKeys.all });
    },
  });
}
