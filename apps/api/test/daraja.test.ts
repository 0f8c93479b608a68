/**
 * The Daraja client's pure parts: the STK password, Kenya's timestamp, and the reading of Daraja's callback
 * bodies (STK success and failure, B2C result with one or many parameters, time-out, and what is not one).
 */
import { describe, expect, it } from 'vitest';
import { darajaTimestamp, readDarajaCallback, stkPassword } from '../src/modules/payments/providers/daraja';

describe('stkPassword', () => {
  it("is base64(shortcode + passkey + timestamp): Daraja's documented example", () => {
    expect(
      stkPassword('174379', 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919', '20160216165627'),
    ).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5' +
        'YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
  });

  it('changes with each part', () => {
    const base = stkPassword('174379', 'key', '20260101000000');
    expect(Buffer.from(base, 'base64').toString()).toBe('174379key20260101000000');
    expect(stkPassword('174380', 'key', '20260101000000')).not.toBe(base);
    expect(stkPassword('174379', 'kez', '20260101000000')).not.toBe(base);
    expect(stkPassword('174379', 'key', '20260101000001')).not.toBe(base);
  });
});

describe('darajaTimestamp', () => {
  it("is Kenya's wall clock (UTC+3) as YYYYMMDDHHmmss, across a day and a year", () => {
    expect(darajaTimestamp(new Date('2024-12-31T21:30:05.999Z'))).toBe('20250101003005');
    expect(darajaTimestamp(new Date('2026-06-15T08:07:06Z'))).toBe('20260615110706');
    expect(darajaTimestamp(new Date('2024-02-28T23:59:59Z'))).toBe('20240229025959');
  });

  it('is 14 digits now', () => {
    const stamp = darajaTimestamp();
    expect(stamp).toMatch(/^\d{14}$/);
    const nairobiNow = new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '');
    expect(Math.abs(Number(stamp) - Number(nairobiNow.slice(0, 14)))).toBeLessThan(100);
  });
});

const stkSuccess = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};

const b2cResult = (resultParameter: unknown, extra: Record<string, unknown> = {}) => ({
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: '10571-7910404-1',
    ConversationID: 'AG_20191219_00004e48cf7e3533f581',
    TransactionID: 'NLJ41HAY6Q',
    ResultParameters: { ResultParameter: resultParameter },
    ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke' } },
    ...extra,
  },
});

describe('readDarajaCallback', () => {
  it('reads an STK success with its receipt and amount', () => {
    expect(readDarajaCallback('stk', stkSuccess)).toEqual({
      type: 'COLLECTION',
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: 0,
      description: 'The service request is processed successfully.',
      receipt: 'NLJ7RT61SV',
      amount: 1,
    });
  });

  it('reads an STK failure (cancelled, no metadata); a string code is a number', () => {
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-2',
          CheckoutRequestID: 'ws_CO_2',
          ResultCode: '1032',
          ResultDesc: 'Request cancelled by user.',
        },
      },
    };
    expect(readDarajaCallback('stk', body)).toEqual({
      type: 'COLLECTION',
      checkoutRequestId: 'ws_CO_2',
      merchantRequestId: '29115-34620561-2',
      resultCode: 1032,
      description: 'Request cancelled by user.',
      receipt: null,
      amount: null,
    });
  });

  it('reads a B2C result with a list of parameters', () => {
    const event = readDarajaCallback(
      'b2c-result',
      b2cResult([
        { Key: 'TransactionAmount', Value: 10 },
        { Key: 'TransactionReceipt', Value: 'NLJ41HAY6Q' },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'ReceiverPartyPublicName', Value: '254708374149 - John Doe' },
      ]),
    );
    expect(event).toEqual({
      type: 'PAYOUT',
      requestId: '10571-7910404-1',
      conversationId: 'AG_20191219_00004e48cf7e3533f581',
      resultCode: 0,
      description: 'The service request is processed successfully.',
      transactionId: 'NLJ41HAY6Q',
      amount: 10,
    });
  });

  it('reads a B2C result with a single parameter object, and the receipt when TransactionID is missing', () => {
    const body = b2cResult({ Key: 'TransactionAmount', Value: '250' });
    delete (body.Result as Record<string, unknown>).TransactionID;
    expect(readDarajaCallback('b2c-result', body)).toMatchObject({ amount: 250, transactionId: null });
    const withReceipt = b2cResult({ Key: 'TransactionReceipt', Value: 'RCPT000001' });
    delete (withReceipt.Result as Record<string, unknown>).TransactionID;
    expect(readDarajaCallback('b2c-result', withReceipt)).toMatchObject({
      amount: null,
      transactionId: 'RCPT000001',
    });
  });

  it('reads a failed B2C result without parameters', () => {
    const body = {
      Result: {
        ResultType: 0,
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: '29112-34801843-1',
        ConversationID: 'AG_20191219_00006c6fddb15123addf',
        TransactionID: 'NLJ0000000',
      },
    };
    expect(readDarajaCallback('b2c-result', body)).toMatchObject({
      type: 'PAYOUT',
      resultCode: 2001,
      description: 'The initiator information is invalid.',
      amount: null,
    });
  });

  it('reads a time-out as a failure whatever its code', () => {
    const zero = b2cResult(undefined, { ResultDesc: '', ResultParameters: undefined });
    expect(readDarajaCallback('b2c-timeout', zero)).toMatchObject({
      type: 'PAYOUT',
      resultCode: -1,
      description: 'The request timed out at M-Pesa',
    });
    const coded = b2cResult(undefined, { ResultCode: 1, ResultDesc: 'Timed out', ResultParameters: undefined });
    expect(readDarajaCallback('b2c-timeout', coded)).toMatchObject({ resultCode: 1, description: 'Timed out' });
    // The same body on the result path is a success: the path decides what a zero means.
    expect(readDarajaCallback('b2c-result', zero)).toMatchObject({ resultCode: 0 });
  });

  it('answers null for garbage and for the other kind of body', () => {
    const garbage: unknown[] = [
      null,
      undefined,
      'ResultCode=0',
      42,
      [],
      {},
      { Body: {} },
      { Body: { stkCallback: { ResultCode: 0 } } },
      { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 'zero' } } },
      { Result: { ResultCode: 0, OriginatorConversationID: 'x' } },
    ];
    for (const body of garbage) {
      expect(readDarajaCallback('stk', body)).toBeNull();
      expect(readDarajaCallback('b2c-result', body)).toBeNull();
      expect(readDarajaCallback('b2c-timeout', body)).toBeNull();
    }
    expect(readDarajaCallback('b2c-result', stkSuccess)).toBeNull();
    expect(readDarajaCallback('stk', b2cResult([]))).toBeNull();
  });

  it('never reads a missing, empty or boolean result code as success', () => {
    for (const code of [null, '', ' ', true, false]) {
      const stk = { Body: { stkCallback: { ...stkSuccess.Body.stkCallback, ResultCode: code } } };
      expect(readDarajaCallback('stk', stk)).toBeNull();
      expect(readDarajaCallback('b2c-result', b2cResult([], { ResultCode: code }))).toBeNull();
    }
  });
});
