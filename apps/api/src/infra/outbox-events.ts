/**
 * The outbox's event types (docs/decisions/018-outbox.md): one zod payload each, and one handler each. The mail
 * events' payloads hold what the template needs and the path of any link, which the handler joins to PUBLIC_URL
 * when it renders the mail. `notification.created`'s handler lives in modules/notifications (wired in app.ts).
 */
import { z } from 'zod';
import type { Config } from '../config';
import type { Mailer, MailMessage } from './mail';
import { invitationMail, passwordResetMail, signupAttemptMail, verificationCodeMail } from './mail-templates';
import type { EventDefinition, EventHandlers, Outbox } from './outbox';

const address = z.string().min(3).max(320);
const name = z.string().max(500);
/** A path of the web app (`/auth/reset-password`); links are built on the delivering process's PUBLIC_URL. */
const appPath = z.string().regex(/^\/[\w\-/]*$/);
const secret = z.string().min(1).max(500);

export const outboxEvents = {
  /** A sign-up's 6-digit code, or the code of an older account whose address is unverified. */
  'mail.verification_code': {
    payload: z.object({
      to: address,
      first_name: name,
      code: secret,
      expires_in_minutes: z.number().int().positive(),
    }),
    secrets: ['code'],
  },
  /** To the owner of an address someone tried to sign up with (decision 007): no code, only what to do. */
  'mail.signup_address_taken': {
    payload: z.object({ to: address, first_name: name, login_path: appPath, reset_path: appPath }),
  },
  'mail.password_reset': {
    payload: z.object({
      to: address,
      first_name: name,
      reset_path: appPath,
      token: secret,
      expires_in_minutes: z.number().int().positive(),
    }),
    secrets: ['token'],
  },
  'mail.team_invitation': {
    payload: z.object({
      to: address,
      inviter_name: name,
      company_name: name,
      role_label: name,
      accept_path: appPath,
      token: secret,
      expires_in_days: z.number().int().positive(),
    }),
    secrets: ['token'],
  },
  /** Notifications written with a change (modules/notifications): published live, e-mailed per preference. */
  'notification.created': {
    payload: z.object({ ids: z.array(z.uuid()).min(1).max(1000) }),
  },
  /** A payout released from escrow: the payments module sends it (B2C) after the verifying commit. */
  'payments.payout_due': {
    payload: z.object({ payout_id: z.uuid() }),
  },
} satisfies Record<string, EventDefinition>;

export type OutboxEvents = typeof outboxEvents;
export type OutboxEventType = keyof OutboxEvents;
export type AppOutbox = Outbox<OutboxEvents>;

/** A link carrying a token and the address it was sent to, as the web app's pages read them. */
function tokenLink(config: Config, path: string, token: string, email: string): string {
  return `${config.publicUrl}${path}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** Each mail event rendered with its template and sent; a failed send throws, so the outbox tries again later. */
export function mailHandlers(
  config: Config,
  mailer: Mailer,
): Omit<EventHandlers<OutboxEvents>, 'notification.created' | 'payments.payout_due'> {
  const support = config.support.email;
  const send = (mail: MailMessage) => mailer.send(mail);
  return {
    'mail.verification_code': (p) =>
      send(verificationCodeMail(p.to, p.first_name, p.code, p.expires_in_minutes, support)),
    'mail.signup_address_taken': (p) =>
      send(
        signupAttemptMail(
          p.to,
          p.first_name,
          `${config.publicUrl}${p.login_path}`,
          `${config.publicUrl}${p.reset_path}`,
          support,
        ),
      ),
    'mail.password_reset': (p) =>
      send({
        ...passwordResetMail(
          p.to,
          p.first_name,
          tokenLink(config, p.reset_path, p.token, p.to),
          p.expires_in_minutes,
          support,
        ),
        secrets: [p.token],
      }),
    'mail.team_invitation': (p) =>
      send({
        ...invitationMail(
          p.to,
          p.inviter_name,
          p.company_name,
          p.role_label,
          tokenLink(config, p.accept_path, p.token, p.to),
          p.expires_in_days,
          support,
        ),
        secrets: [p.token],
      }),
  };
}
