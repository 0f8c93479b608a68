/**
 * A fake Sentry ingestion server on loopback for the error-reporting tests (API and browser): it accepts what the
 * SDKs send (POST /api/<project>/envelope/, gzip'd or not), answers 200, and keeps every envelope, raw and parsed.
 * A Replay recording's payload is inflated too, so a privacy check reads what the recording really holds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  /** The item's payload as text (a Replay recording: its header line and its inflated events). */
  text: string;
  /** The payload parsed as JSON when it is JSON (events, transactions, sessions), else null. */
  json: any;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** Everything received for it, decompressed, with Replay recordings inflated: what privacy checks search. */
  text: string;
}

export interface SentryIngest {
  /** A DSN pointing here: http://publickey@127.0.0.1:<port>/1 */
  dsn: string;
  envelopes: Envelope[];
  /** Every item of a type (`event`, `transaction`, `replay_recording`...) received so far. */
  items(type: string): EnvelopeItem[];
  /** Waits until `probe` finds something in what was received (polling), or fails after the timeout. */
  waitFor<T>(
    probe: (ingest: SentryIngest) => T | undefined | null | false,
    what: string,
    timeoutMs?: number,
  ): Promise<T>;
  close(): Promise<void>;
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** A Replay recording's events: zlib, gzip or raw deflate (the SDK's compression worker), else plain JSON. */
function inflateAny(data: Buffer): string {
  for (const inflate of [inflateSync, gunzipSync, inflateRawSync]) {
    try {
      return inflate(data).toString('utf8');
    } catch {
      /* try the next format */
    }
  }
  return data.toString('utf8');
}

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Splits an envelope: a header line, then per item a header line and a payload (`length` bytes, or up to \n). */
export function parseEnvelope(body: Buffer): Envelope {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return slice;
  };
  const header = parseJson(line().toString('utf8')) ?? {};
  const items: EnvelopeItem[] = [];
  const texts: string[] = [body.toString('utf8')];
  while (offset < body.length) {
    const itemHeaderText = line().toString('utf8').trim();
    if (!itemHeaderText) continue;
    const itemHeader = parseJson(itemHeaderText) ?? {};
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    let text = payload.toString('utf8');
    if (itemHeader.type === 'replay_recording') {
      // {"segment_id":N}\n then the (compressed) events
      const newline = payload.indexOf(0x0a);
      text = `${payload.subarray(0, newline).toString('utf8')}\n${inflateAny(payload.subarray(newline + 1))}`;
      texts.push(text);
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, text, json: parseJson(text) });
  }
  return { header, items, text: texts.join('\n') };
}

export async function startSentryIngest(): Promise<SentryIngest> {
  const envelopes: Envelope[] = [];
  const server = http.createServer((request, response) => {
    // The browser SDK posts cross-origin (the app's origin to this one).
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        const body = decompress(Buffer.concat(chunks), request.headers['content-encoding']);
        envelopes.push(parseEnvelope(body));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const ingest: SentryIngest = {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    items: (type) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === type)),
    async waitFor(probe, what, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = probe(ingest);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`the fake Sentry did not receive ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return ingest;
}
