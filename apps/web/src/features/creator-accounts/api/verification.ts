import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';
import { storeCreatorProfile } from './me';

/**
 * The three verification steps; each answers the profile with the step in review (PENDING). A step
 * can be sent only once the profile is complete (409 otherwise), and not again once approved (409).
 */

/** POST /creator/verification/identity, multipart with the document in field `file` (an image or a PDF). */
export function sendIdentityDocument(file: File): Promise<CreatorProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return creatorClient.POST('/creator/verification/identity', { form }) as Promise<CreatorProfile>;
}

/** POST /creator/verification/social: the profile's channels go to review (no body). */
export function sendSocialAccounts(): Promise<CreatorProfile> {
  return creatorClient.POST('/creator/verification/social');
}

/** POST /creator/verification/payment {mpesa_number}. */
export function sendPaymentNumber(mpesaNumber: string): Promise<CreatorProfile> {
  return creatorClient.POST('/creator/verification/payment', { body: { mpesa_number: mpesaNumber } });
}

function useStep<Input>(send: (input: Input) => Promise<CreatorProfile>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (profile) => storeCreatorProfile(queryClient, profile) });
}

export const useSendIdentityDocument = () => useStep(sendIdentityDocument);
export const useSendSocialAccounts = () => useStep<void>(() => sendSocialAccounts());
export const useSendPaymentNumber = () => useStep(sendPaymentNumber);
