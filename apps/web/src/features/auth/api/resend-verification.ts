import { useMutation } from '@tanstack/react-query';
import { clientFor } from '../../../lib/api-client';
import type { SessionKind } from '../../../lib/session';

/**
 * Sends a new e-mail code. The brand flow uses GET /auth/merchant/resend-email-verification,
 * the SME flow GET /auth/resend_email_verification/merchant (both exist in the contract).
 */
export function resendVerification(kind: SessionKind, token: string) {
  const path = kind === 'sme' ? '/auth/resend_email_verification/merchant' : '/auth/merchant/resend-email-verification';
  return clientFor(kind).GET(path, { auth: { token } });
}

export function useResendVerification(kind: SessionKind) {
  return useMutation({ mutationFn: (token: string) => resendVerification(kind, token) });
}
