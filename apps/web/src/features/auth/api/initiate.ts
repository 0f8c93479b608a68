import { useMutation } from '@tanstack/react-query';
import type { InitiateRequest } from '@app/shared/auth';
import { clientFor } from '../../../lib/api-client';
import type { SessionKind } from '../../../lib/session';

/** POST /merchant/auth/initiate[?is_sme=true]: creates the unverified account and e-mails a code. */
export function initiateSignup(body: InitiateRequest, kind: SessionKind = 'brand') {
  return clientFor(kind).POST('/merchant/auth/initiate', {
    params: { query: kind === 'sme' ? { is_sme: 'true' } : {} },
    body,
    auth: 'none',
  });
}

export function useInitiateSignup(kind: SessionKind = 'brand') {
  return useMutation({ mutationFn: (body: InitiateRequest) => initiateSignup(body, kind) });
}
