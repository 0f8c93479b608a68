import { useMutation } from '@tanstack/react-query';
import type { InitiateRequest } from '@app/shared/auth';
import { clientFor } from '../../../lib/api-client';
import type { SessionKind } from '../../../lib/session';

/** POST /merchant/auth/initiate[?is_sme=true]: creates the unverified account and e-mails a code. */
export function initiateSignup(body: InitiateRequest, kind: SessionKind = 'brand'): Promise<{ access_token: string }> {
  return clientFor(kind).post<{ access_token: string }>('/merchant/auth/initiate', body, {
    auth: 'none',
    query: kind === 'sme' ? { is_sme: true } : undefined,
  });
}

export function useInitiateSignup(kind: SessionKind = 'brand') {
  return useMutation({ mutationFn: (body: InitiateRequest) => initiateSignup(body, kind) });
}
