/**
 * The notification fan-out benchmark's readers (`fanout.ts` forks this file): every server-sent-events stream in a
 * process of its own, so reading does not share the API's thread. Each stream is read as it arrives (node's http,
 * chunk by chunk, never buffered whole) and checked: every event must be meant for the stream's merchant and come
 * in order, none lost or repeated. A delivery's latency is the arrival time of its chunk less the send time the
 * publisher stamped on it (both `performance.timeOrigin + performance.now()`, one clock on one machine).
 */
import http from 'node:http';
import { percentile, round } from './timing';

export type ToClients =
  | { type: 'open'; base: string; streams: Array<{ token: string; merchant: number }> }
  | { type: 'phase'; phase: string; perMerchant: number; timeoutMs: number }
  | { type: 'close' };

export type FromClients =
  | { type: 'opened'; seconds: number }
  | {
      type: 'result';
      phase: string;
      deliveries: number;
      expected: number;
      first_receive: number;
      last_receive: number;
      latency_ms: { p50: number; p99: number; max: number };
      errors: string[];
    }
  | { type: 'error'; message: string };

/** What the publisher adds to each event: its phase, its number among its merchant's, its merchant, when sent. */
export interface Stamp {
  phase: string;
  seq: number;
  to: number;
  sent: number;
}

interface Stream {
  merchant: number;
  request: http.ClientRequest;
  counts: Map<string, number>;
}

const now = () => performance.timeOrigin + performance.now();
const send = (message: FromClients) => process.send!(message);

const streams: Stream[] = [];
const errors: string[] = [];
const latencies = new Map<string, number[]>();
const received = new Map<string, { first: number; last: number }>();
let closing = false;

function fail(message: string) {
  if (errors.length < 20) errors.push(message);
}

function onEvent(stream: Stream, data: { bench?: Stamp }, arrived: number) {
  const stamp = data.bench;
  if (!stamp) return fail(`an event without a stamp: ${JSON.stringify(data).slice(0, 200)}`);
  if (stamp.to !== stream.merchant) return fail(`merchant ${stream.merchant}'s stream got an event for ${stamp.to}`);
  const count = stream.counts.get(stamp.phase) ?? 0;
  if (stamp.seq !== count) fail(`merchant ${stream.merchant}, ${stamp.phase}: event ${stamp.seq} came as #${count}`);
  stream.counts.set(stamp.phase, count + 1);
  let samples = latencies.get(stamp.phase);
  if (!samples) latencies.set(stamp.phase, (samples = []));
  samples.push(arrived - stamp.sent);
  const span = received.get(stamp.phase);
  if (!span) received.set(stamp.phase, { first: arrived, last: arrived });
  else span.last = arrived;
}

/** Opens one stream; resolves once the server's `: connected` comment has arrived. */
function open(base: string, token: string, merchant: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/notifications/stream`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    const stream: Stream = { merchant, request, counts: new Map() };
    request.on('error', (error) => {
      if (closing) return;
      fail(`merchant ${merchant}'s stream: ${error.message}`);
      reject(error);
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream of merchant ${merchant}: status ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let connected = false;
      response.on('data', (chunk: string) => {
        const arrived = now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) onEvent(stream, JSON.parse(line.slice(6)), arrived);
            else if (line === ': connected' && !connected) {
              connected = true;
              streams.push(stream);
              resolve();
            }
          }
        }
      });
      response.on('end', () => (closing ? undefined : fail(`merchant ${merchant}'s stream ended`)));
    });
  });
}

async function phaseResult(phase: string, perMerchant: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const done = () => streams.every((s) => (s.counts.get(phase) ?? 0) >= perMerchant);
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const deliveries = streams.reduce((n, s) => n + (s.counts.get(phase) ?? 0), 0);
  for (const s of streams) {
    const got = s.counts.get(phase) ?? 0;
    if (got !== perMerchant) fail(`merchant ${s.merchant}, ${phase}: ${got} events of ${perMerchant}`);
  }
  const sorted = (latencies.get(phase) ?? []).sort((a, b) => a - b);
  const span = received.get(phase) ?? { first: 0, last: 0 };
  send({
    type: 'result',
    phase,
    deliveries,
    expected: streams.length * perMerchant,
    first_receive: span.first,
    last_receive: span.last,
    latency_ms: {
      p50: sorted.length ? round(percentile(sorted, 50)) : 0,
      p99: sorted.length ? round(percentile(sorted, 99)) : 0,
      max: round(sorted.at(-1) ?? 0),
    },
    errors: errors.splice(0),
  });
  latencies.delete(phase);
}

process.on('message', (message: ToClients) => {
  void (async () => {
    if (message.type === 'open') {
      const started = now();
      // 50 at a time: a thousand connects at once would overflow the listen backlog.
      for (let i = 0; i < message.streams.length; i += 50)
        await Promise.all(message.streams.slice(i, i + 50).map((s) => open(message.base, s.token, s.merchant)));
      send({ type: 'opened', seconds: round((now() - started) / 1000) });
    } else if (message.type === 'phase') {
      await phaseResult(message.phase, message.perMerchant, message.timeoutMs);
    } else {
      closing = true;
      for (const s of streams) s.request.destroy();
      process.disconnect();
    }
  })().catch((error: Error) => send({ type: 'error', message: error.message }));
});
