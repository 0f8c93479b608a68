/**
 * Payment providers behind one interface (docs/decisions/023-payments-ledger.md): M-Pesa Daraja when MPESA_* is
 * configured, the sandbox otherwise. Amounts are whole shillings here (M-Pesa moves nothing smaller); the
 * service turns minor units into shillings with the shared rounding rules and books the cents.
 */

export interface CollectionRequest {
  /** Our funding id; shown to the payer as the account reference (shortened). */
  reference: string;
  phone: string;
  shillings: number;
  description: string;
}

export interface CollectionStarted {
  checkoutRequestId: string;
  merchantRequestId: string;
}

/** What a provider says of a collection when asked (never what a callback claims). */
export type CollectionStatus =
  | { state: 'SUCCESS'; description: string }
  | { state: 'FAILED'; description: string }
  | { state: 'PENDING'; description: string };

export interface PayoutRequest {
  /** Our id of this try (OriginatorConversationID): new on every try, so a retry is never taken for a repeat. */
  requestId: string;
  phone: string;
  shillings: number;
  remarks: string;
}

export interface PayoutStarted {
  conversationId: string;
}

/** A callback in the provider's shape, read into ours; `null` when the body is not one. */
export type CallbackEvent =
  | {
      type: 'COLLECTION';
      checkoutRequestId: string;
      merchantRequestId: string | null;
      resultCode: number;
      description: string;
      receipt: string | null;
      amount: number | null;
    }
  | {
      type: 'PAYOUT';
      requestId: string;
      conversationId: string;
      resultCode: number;
      description: string;
      transactionId: string | null;
      amount: number | null;
    };

export type CallbackKind = 'stk' | 'b2c-result' | 'b2c-timeout';

export interface PaymentProvider {
  readonly name: 'MPESA' | 'SANDBOX';
  initiateCollection(request: CollectionRequest): Promise<CollectionStarted>;
  queryStatus(checkoutRequestId: string): Promise<CollectionStatus>;
  initiatePayout(request: PayoutRequest): Promise<PayoutStarted>;
  /** Reads a callback body; the service decides what it is worth (an STK success is confirmed by queryStatus). */
  handleCallback(kind: CallbackKind, body: unknown): CallbackEvent | null;
}

/** A provider call that failed (refused, unreachable, malformed answer): the funding or payout fails, retryable. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
