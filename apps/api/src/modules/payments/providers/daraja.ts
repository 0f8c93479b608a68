/**
 * M-Pesa Daraja (Safaricom): OAuth client credentials (token cached until shortly before it expires), STK push
 * and its status query for collections, B2C for payouts, and their callbacks in Daraja's shapes
 * (`Body.stkCallback` with `CallbackMetadata.Item`; `Result` with `ResultParameters.ResultParameter`).
 */
import { z } from 'zod';
import type { DarajaSettings } from '../../../config';
import type {
  CallbackEvent,
  CallbackKind,
  CollectionRequest,
  CollectionStarted,
  CollectionStatus,
  PaymentProvider,
  PayoutRequest,
  PayoutStarted,
} from './provider';
import { ProviderError } from './provider';

/** The Daraja settings of the configuration, with the callback base (origin + /api/payments/mpesa/{token}). */
export type DarajaConfig = DarajaSettings;

/** Daraja's timestamp: YYYYMMDDHHmmss in Kenya's time (UTC+3, no daylight saving). */
export function darajaTimestamp(now: Date = new Date()): string {
  const nairobi = new Date(now.getTime() + 3 * 3600_000);
  return nairobi.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The STK password: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

const TOKEN_SAFETY_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.union([z.string(), z.number()]) });
const stkReply = z.looseObject({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.union([z.string(), z.number()]),
  ResponseDescription: z.string().optional(),
});
const stkQueryReply = z.looseObject({
  ResultCode: z.union([z.string(), z.number()]).optional(),
  ResultDesc: z.string().optional(),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
});
const b2cReply = z.looseObject({
  ConversationID: z.string(),
  OriginatorConversationID: z.string(),
  ResponseCode: z.union([z.string(), z.number()]),
  ResponseDescription: z.string().optional(),
});

/** A result code as Daraja sends it (a number or a numeric string); null, '' or a boolean is not a code (not 0). */
const resultCode = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

const item = z.looseObject({ Name: z.string(), Value: z.unknown().optional() });
const stkCallback = z.looseObject({
  Body: z.looseObject({
    stkCallback: z.looseObject({
      MerchantRequestID: z.string().optional(),
      CheckoutRequestID: z.string(),
      ResultCode: resultCode,
      ResultDesc: z.string().default(''),
      CallbackMetadata: z.looseObject({ Item: z.array(item) }).optional(),
    }),
  }),
});
const parameter = z.looseObject({ Key: z.string(), Value: z.unknown().optional() });
const resultCallback = z.looseObject({
  Result: z.looseObject({
    ResultCode: resultCode,
    ResultDesc: z.string().default(''),
    OriginatorConversationID: z.string(),
    ConversationID: z.string(),
    TransactionID: z.string().optional(),
    ResultParameters: z.looseObject({ ResultParameter: z.union([z.array(parameter), parameter]) }).optional(),
  }),
});

/** Reads a Daraja callback body (STK or B2C result/time-out) into our event; null when it is not one. */
export function readDarajaCallback(kind: CallbackKind, body: unknown): CallbackEvent | null {
  if (kind === 'stk') {
    const parsed = stkCallback.safeParse(body);
    if (!parsed.success) return null;
    const cb = parsed.data.Body.stkCallback;
    const meta = new Map((cb.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
    const amount = Number(meta.get('Amount'));
    return {
      type: 'COLLECTION',
      checkoutRequestId: cb.CheckoutRequestID,
      merchantRequestId: cb.MerchantRequestID ?? null,
      resultCode: cb.ResultCode,
      description: cb.ResultDesc,
      receipt: meta.has('MpesaReceiptNumber') ? String(meta.get('MpesaReceiptNumber')) : null,
      amount: Number.isFinite(amount) ? amount : null,
    };
  }
  const parsed = resultCallback.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const list = result.ResultParameters?.ResultParameter;
  const params = new Map((Array.isArray(list) ? list : list ? [list] : []).map((p) => [p.Key, p.Value]));
  const amount = Number(params.get('TransactionAmount'));
  return {
    type: 'PAYOUT',
    requestId: result.OriginatorConversationID,
    conversationId: result.ConversationID,
    // A time-out is a failure whatever code it carries: the request never reached the customer.
    resultCode: kind === 'b2c-timeout' && result.ResultCode === 0 ? -1 : result.ResultCode,
    description: result.ResultDesc || (kind === 'b2c-timeout' ? 'The request timed out at M-Pesa' : ''),
    transactionId:
      result.TransactionID ?? (params.has('TransactionReceipt') ? String(params.get('TransactionReceipt')) : null),
    amount: Number.isFinite(amount) ? amount : null,
  };
}

export function createDarajaProvider(config: DarajaConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(
        `M-Pesa could not be reached (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new ProviderError(`M-Pesa answered ${response.status} with something that is not JSON`);
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return token.value;
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, body } = await call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const parsed = tokenReply.safeParse(body);
    if (status !== 200 || !parsed.success) throw new ProviderError(`M-Pesa refused our credentials (${status})`, false);
    const seconds = Number(parsed.data.expires_in) || 3599;
    token = { value: parsed.data.access_token, expiresAt: Date.now() + seconds * 1000 - TOKEN_SAFETY_MS };
    return token.value;
  }

  async function authorised(path: string, payload: object) {
    const bearer = await accessToken();
    const reply = await call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    // A token revoked before its time: drop it so the next call fetches a new one.
    if (reply.status === 401) token = null;
    return reply;
  }

  const errorText = (body: unknown, status: number) => {
    const b = (body ?? {}) as Record<string, unknown>;
    return String(b.errorMessage ?? b.ResponseDescription ?? b.ResultDesc ?? `M-Pesa answered ${status}`);
  };

  /** The shortcode, password and timestamp every STK call carries (the password is made for the timestamp). */
  const stkCredentials = () => {
    const timestamp = darajaTimestamp();
    return {
      BusinessShortCode: config.shortcode,
      Password: stkPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    name: 'MPESA',

    async initiateCollection(request: CollectionRequest): Promise<CollectionStarted> {
      const { status, body } = await authorised('/mpesa/stkpush/v1/processrequest', {
        ...stkCredentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.shillings,
        PartyA: request.phone,
        PartyB: config.shortcode,
        PhoneNumber: request.phone,
        CallBackURL: `${config.callbackBase}/stk`,
        AccountReference: request.reference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      });
      const parsed = stkReply.safeParse(body);
      if (status !== 200 || !parsed.success || String(parsed.data.ResponseCode) !== '0')
        throw new ProviderError(errorText(body, status));
      return { checkoutRequestId: parsed.data.CheckoutRequestID, merchantRequestId: parsed.data.MerchantRequestID };
    },

    async queryStatus(checkoutRequestId: string): Promise<CollectionStatus> {
      const { status, body } = await authorised('/mpesa/stkpushquery/v1/query', {
        ...stkCredentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      const parsed = stkQueryReply.safeParse(body);
      if (!parsed.success) throw new ProviderError(`M-Pesa answered the status query with ${status}`);
      const reply = parsed.data;
      // While the customer has not answered, Daraja says so with an error ("The transaction is being processed").
      if (reply.ResultCode === undefined)
        return { state: 'PENDING', description: reply.errorMessage ?? `M-Pesa answered ${status}` };
      const code = Number(reply.ResultCode);
      const description = reply.ResultDesc ?? '';
      return code === 0 ? { state: 'SUCCESS', description } : { state: 'FAILED', description };
    },

    async initiatePayout(request: PayoutRequest): Promise<PayoutStarted> {
      const { status, body } = await authorised('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.requestId,
        InitiatorName: config.initiatorName,
        SecurityCredential: config.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: request.shillings,
        PartyA: config.b2cShortcode,
        PartyB: request.phone,
        Remarks: request.remarks.slice(0, 100),
        QueueTimeOutURL: `${config.callbackBase}/b2c/timeout`,
        ResultURL: `${config.callbackBase}/b2c/result`,
        Occasion: request.requestId.slice(0, 100),
      });
      const parsed = b2cReply.safeParse(body);
      if (status !== 200 || !parsed.success || String(parsed.data.ResponseCode) !== '0')
        throw new ProviderError(errorText(body, status));
      return { conversationId: parsed.data.ConversationID };
    },

    handleCallback: readDarajaCallback,
  };
}
