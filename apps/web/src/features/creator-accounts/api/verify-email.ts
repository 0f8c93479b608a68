import { useMutation } from '@tanstack/react-query';
import { creatorClient } from '../../../lib/api-client';

/**
 * POST /creator/auth/email-verification {otp} with the sign-up token -> {email_verified, access_token} (the creator
 * session).
 */
export function verifyCreatorEmail(token: string, otp: string) {
  return creatorClient.POST('/creator/auth/email-verification', { body: { otp }, auth: { token } });
}

export function useVerifyCreatorEmail() {
  return useMutation({
    mutationFn: ({ token, otp }: { token: string; otp: string }) => verifyCreatorEmail(token, otp),
  });
}
