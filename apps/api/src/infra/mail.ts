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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP_URL when set; otherwise the message is only logged. Either way it is
 * recorded in mail_outbox, so support can see what a user was sent.
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
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
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (SMTP_URL unset, not sent)');
      }
      await db.insert(mailOutbox).values({ ...message, status, error });
    },
    close() {
      transport?.close();
    },
  };
}
