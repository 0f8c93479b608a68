/** A real SMTP server on loopback that keeps what it receives (used by API and browser tests). */
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A temporary refusal, as a busy or greylisting server answers (the client should try again later). */
function tryLater(): Error {
  return Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
}

/**
 * `refuseNext(n)` makes the next n messages fail with 451 (they are not kept); `delayMs` holds every
 * accepted message that long before answering (a slow server, so deliveries overlap).
 */
export async function startSmtpCapture(options: { delayMs?: number } = {}) {
  const received: CapturedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(tryLater());
          return;
        }
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
