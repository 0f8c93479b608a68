import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientFor } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { sessionStore, type SessionKind } from '../../../lib/session';

/** Where each kind of user lands after logging out. */
export const AFTER_LOGOUT: Record<SessionKind, string> = { brand: paths.auth.login(), sme: paths.sme.signin() };

/**
 * POST /auth/logout revokes the session on the server; storage is cleared whatever the reply.
 */
export async function logout(kind: SessionKind): Promise<void> {
  if (!sessionStore.getToken(kind)) return;
  try {
    await clientFor(kind).POST('/auth/logout', { handleUnauthorized: false });
  } catch {
    /* the local session goes anyway */
  }
}

export function useLogout(kind: SessionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(kind),
    onSettled: () => {
      sessionStore.clear(kind, { next: AFTER_LOGOUT[kind] });
      const other: SessionKind = kind === 'sme' ? 'brand' : 'sme';
      queryClient.removeQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] !== 'config' && !(queryKey[0] === 'merchant-profile' && queryKey[1] === other),
      });
    },
  });
}
