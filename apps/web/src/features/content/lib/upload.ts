/**
 * Multipart uploads with progress (fetch reports none while sending): an XMLHttpRequest sends a FormData with a
 * bearer token and says how much has gone. The reply reads like the typed clients' (lib/api-client.ts): 200/201 is
 * the JSON answer; any other status rejects with the ApiError of its error reply (`code`, `field`, `issues`), so
 * callers decide on `code` and `field`, never on the message. A connection that drops, stalls or is cut off rejects
 * with an UploadInterruptedError (an ApiError of status 0, as a network failure is there): nothing was stored, and the
 * same form may be sent again. Cancelling through `signal` rejects with an AbortError, as fetch does.
 */
import { toPercent } from '@app/shared/numbers';
import { ApiError, errorFromReply, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../../../lib/api-client';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
  /** 0 to 100, whole numbers; 100 once every byte is sent (the reply may still take a moment). */
  percent: number;
}

/** Why an upload stopped before its reply: the connection failed, went quiet too long, or was cut off. */
export type UploadInterruption = 'error' | 'timeout' | 'abort';

/** An upload that never got its reply: a network failure (status 0) that may be retried as it is. */
export class UploadInterruptedError extends ApiError {
  constructor(readonly reason: UploadInterruption) {
    super(0, NETWORK_ERROR_MESSAGE, { code: null, hasServerMessage: false });
    this.name = 'UploadInterruptedError';
  }
}

export function isUploadInterrupted(error: unknown): error is UploadInterruptedError {
  return error instanceof UploadInterruptedError;
}

/** Silence after which an upload counts as dropped: no byte sent and no reply for this long. */
export const UPLOAD_STALL_MS = 60_000;

export interface SendFormOptions {
  url: string;
  form: FormData;
  method?: 'POST' | 'PUT';
  /** The bearer token; none sends no Authorization header. */
  token?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Milliseconds without progress before the upload is given up as interrupted (`timeout`); 0 waits forever. */
  stallMs?: number;
  /** Called on a 401 reply (the session is gone) before the promise rejects with its ApiError. */
  onUnauthorized?: () => void;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function parseBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends `form` and resolves with the JSON answer of a 200 or 201. */
export function sendForm<T>({
  url,
  form,
  method = 'POST',
  token,
  onProgress,
  signal,
  stallMs = UPLOAD_STALL_MS,
  onUnauthorized,
}: SendFormOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const cancel = () => xhr.abort();
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    const watch = () => {
      if (!stallMs) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };

    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      watch();
      if (!onProgress || !event.lengthComputable || event.total <= 0) return;
      const percent = Math.min(100, Math.floor(toPercent(event.loaded / event.total)));
      onProgress({ loaded: event.loaded, total: event.total, percent });
    };
    xhr.onload = () =>
      finish(() => {
        const body = parseBody(xhr.responseText ?? '');
        if (xhr.status === 200 || xhr.status === 201) {
          if (typeof body === 'string')
            reject(
              new ApiError(xhr.status, UNKNOWN_ERROR_MESSAGE, { code: 'INTERNAL', hasServerMessage: false, body }),
            );
          else resolve(body as T);
          return;
        }
        if (xhr.status === 0) {
          reject(new UploadInterruptedError('error'));
          return;
        }
        if (xhr.status === 401) onUnauthorized?.();
        reject(errorFromReply(xhr.status, body, xhr.getResponseHeader('Retry-After')));
      });
    xhr.onerror = () => finish(() => reject(new UploadInterruptedError('error')));
    xhr.ontimeout = () => finish(() => reject(new UploadInterruptedError('timeout')));
    xhr.onabort = () =>
      finish(() => {
        if (signal?.aborted) reject(abortError());
        else reject(new UploadInterruptedError(stalled ? 'timeout' : 'abort'));
      });

    signal?.addEventListener('abort', cancel);
    watch();
    xhr.send(form);
  });
}
