/**
 * A stand-in XMLHttpRequest for tests of uploads (upload.ts and the pages that send drafts): install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`, then drive the latest request: `progress`, `respond`, `fail`.
 */
type Handler = ((event: ProgressEvent) => void) | null;

const progressEvent = (loaded = 0, total = 0) =>
  ({ loaded, total, lengthComputable: total > 0 }) as unknown as ProgressEvent;

export class FakeXhr {
  /** Every request made since the last `reset`, oldest first. */
  static requests: FakeXhr[] = [];

  static reset(): void {
    FakeXhr.requests = [];
  }

  static latest(): FakeXhr {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('No upload was sent');
    return request;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  sent = false;
  aborted = false;
  status = 0;
  responseText = '';
  timeout = 0;
  private responseHeaders: Record<string, string> = {};

  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown): void {
    this.body = body;
    this.sent = true;
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.onabort?.(progressEvent());
  }

  /** The form sent (the request body as a FormData). */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('The upload did not send a FormData');
    return this.body;
  }

  /** Bytes sent so far of `total`. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(progressEvent(loaded, total));
  }

  /** The server's reply: a JSON body (or text), with optional headers. */
  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.upload.onload?.(progressEvent());
    this.onload?.(progressEvent());
  }

  /** The connection drops (the browser's `error` event). */
  fail(): void {
    this.onerror?.(progressEvent());
  }
}
