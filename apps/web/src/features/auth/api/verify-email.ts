import { useMutation } from '@tanstack/react-query';
import { clientFor } from '../../../lib/api-client';
import type { SessionKind } from '../../../lib/session';

/** POST /auth/merchant/email-verification {otp} with the pending (not yet promoted) token. */
export function verifyEmail(kind: SessionKind, token: string, otp: string) {
  return clientFor(kind).POST('/auth/merchant/email-verification', { body: { otp }, auth: { token } });
}

export function useVerifyEmail(kind: SessionKind) {
  return useMutation({ mutationFn: ({ token, otp }: { token: string; otp: string }) => verifyEmail(kind, token, otp) });
}
