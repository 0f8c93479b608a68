import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

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
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP_URL when set; otherwise the message is only logged. Either way it is
 * recorded in mail_outbox, so support can see what a user was sent.
 */
export function createMailer(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  observe?: (message: MailMessage) => void,
): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send({ secrets, ...message }) {
      observe?.({ ...message, secrets });
      let status: 'logged' | 'sent' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: config.mailFrom, ...message });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = (err as Error).message;
          log.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed');
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
    },
    close() {
      transport?.close();
    },
  };
}
