/**
 * The sandbox provider: the default while MPESA_* is unset (npm start, the demo, the browser tests). It moves no
 * money; it answers like Daraja and, after SANDBOX_DELAY_SECONDS, sends itself the callback Daraja would send
 * (Daraja's own shapes) through the queue, so funding and payouts run the same code as with M-Pesa. Its status
 * query answers from the outcome it wrote into the checkout id. Test numbers: 254700000001 fails ("insufficient
 * balance"), 254700000002 is cancelled by the payer; every other number succeeds.
 */
import { randomUUID } from 'node:crypto';
import type { CallbackKind, CollectionStatus, PaymentProvider } from './provider';
import { readDarajaCallback } from './daraja';

export const SANDBOX_FAILING_PHONE = '254700000001';
export const SANDBOX_CANCELLING_PHONE = '254700000002';

const OUTCOMES = {
  OK: { code: 0, description: 'The service request is processed successfully.' },
  FAIL: { code: 1, description: 'The balance is insufficient for the transaction.' },
  CANCEL: { code: 1032, description: 'Request cancelled by user.' },
} as const;
type Outcome = keyof typeof OUTCOMES;

function outcomeFor(phone: string): Outcome {
  if (phone === SANDBOX_FAILING_PHONE) return 'FAIL';
  if (phone === SANDBOX_CANCELLING_PHONE) return 'CANCEL';
  return 'OK';
}

/** A short random receipt like M-Pesa's (10 upper-case letters and digits). */
function receipt(): string {
  return `SBX${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
}

/** `deliver` hands a callback to the service later (the queue's sandbox job, or at once when none runs). */
export function createSandboxProvider(deliver: (kind: CallbackKind, body: unknown) => Promise<void>): PaymentProvider {
  return {
    name: 'SANDBOX',

    async initiateCollection(request) {
      const outcome = outcomeFor(request.phone);
      const checkoutRequestId = `ws_CO_SBX_${outcome}_${randomUUID()}`;
      const merchantRequestId = `SBX-${randomUUID()}`;
      const { code, description } = OUTCOMES[outcome];
      await deliver('stk', {
        Body: {
          stkCallback: {
            MerchantRequestID: merchantRequestId,
            CheckoutRequestID: checkoutRequestId,
            ResultCode: code,
            ResultDesc: description,
            ...(code === 0
              ? {
                  CallbackMetadata: {
                    Item: [
                      { Name: 'Amount', Value: request.shillings },
                      { Name: 'MpesaReceiptNumber', Value: receipt() },
                      { Name: 'PhoneNumber', Value: Number(request.phone) },
                    ],
                  },
                }
              : {}),
          },
        },
      });
      return { checkoutRequestId, merchantRequestId };
    },

    async queryStatus(checkoutRequestId): Promise<CollectionStatus> {
      const match = /^ws_CO_SBX_(OK|FAIL|CANCEL)_/.exec(checkoutRequestId);
      if (!match) return { state: 'FAILED', description: 'Unknown checkout request' };
      const { code, description } = OUTCOMES[match[1] as Outcome];
      return code === 0 ? { state: 'SUCCESS', description } : { state: 'FAILED', description };
    },

    async initiatePayout(request) {
      const conversationId = `AG_SBX_${randomUUID()}`;
      const { code, description } = OUTCOMES[outcomeFor(request.phone) === 'OK' ? 'OK' : 'FAIL'];
      const transaction = receipt();
      await deliver('b2c-result', {
        Result: {
          ResultType: 0,
          ResultCode: code,
          ResultDesc: description,
          OriginatorConversationID: request.requestId,
          ConversationID: conversationId,
          TransactionID: transaction,
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionAmount', Value: request.shillings },
              { Key: 'TransactionReceipt', Value: transaction },
              { Key: 'ReceiverPartyPublicName', Value: `${request.phone} - Sandbox` },
            ],
          },
        },
      });
      return { conversationId };
    },

    handleCallback: readDarajaCallback,
  };
}
