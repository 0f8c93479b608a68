import { useMutation } from '@tanstack/react-query';
import { creatorClient } from '../../../lib/api-client';

/** GET /creator/auth/resend-email-verification with the sign-up token: e-mails a new code. */
export function resendCreatorCode(token: string) {
  return creatorClient.GET('/creator/auth/resend-email-verification', { auth: { token } });
}

export function useResendCreatorCode() {
  return useMutation({ mutationFn: resendCreatorCode });
}
