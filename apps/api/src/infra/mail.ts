import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { nodemailer } from './optional-packages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Values (tokens, links) that must never be stored or logged: the outbox keeps the mail with them redacted. */
  secrets?: string[];
}

/** Every secret of the message replaced, in its plain and URL-encoded forms. */
export function redact(text: string, secrets: string[] = []): string {
  let out = text;
  for (const secret of secrets.filter(Boolean)) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('[redacted]');
  }
  return out;
}

export interface Mailer {
  /** Sends (or, without SMTP_URL, logs) one mail; rejects when the SMTP server did not take it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Connection, greeting and socket limits, so a stuck SMTP server fails a try instead of holding it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends over SMTP_URL when set; otherwise the message is only logged. Either way every try is
 * recorded in mail_outbox (sent, logged or failed), so support can see what a user was sent.
 * Only the outbox's mail handlers call it (infra/outbox-events.ts): a failed send throws, and the
 * outbox tries again later.
 */
export function createMailer(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  observe?: (message: MailMessage) => void,
): Mailer {
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer().createTransport({ ...SMTP_TIMEOUTS, url: config.smtpUrl })
    : null;
  return {
    async send({ secrets, ...message }) {
      let status: 'logged' | 'sent' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: config.mailFrom, ...message });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = (err as Error).message;
          log.warn({ err, to: message.to, subject: message.subject }, 'mail delivery failed');
        }
      } else {
        // Without SMTP the log is how a developer reads a link; production logs never hold one.
        const text = config.env === 'production' ? redact(message.text, secrets) : message.text;
        log.info({ to: message.to, subject: message.subject, text }, 'mail (SMTP_URL unset, not sent)');
      }
      await db.insert(mailOutbox).values({
        ...message,
        text: redact(message.text, secrets),
        html: redact(message.html, secrets),
        status,
        error,
      });
      if (status === 'failed') throw new Error(`mail delivery failed: ${error}`);
      observe?.({ ...message, secrets });
    },
    close() {
      transport?.close();
    },
  };
}
