import type { MailMessage } from './mail';

const BRAND = 'CreatorHub';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A plain branded frame: one heading, a few paragraphs, an optional button, the support footer. */
function layout(opts: {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  supportEmail: string;
}): string {
  const body = opts.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${p}</p>`).join('');
  const buttonStyle =
    'background:#5b3df5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block';
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.button.url)}" style="${buttonStyle}">` +
      `${escapeHtml(opts.button.label)}</a></p>`
    : '';
  return (
    '<!doctype html><html><body ' +
    'style="margin:0;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c1c28">\n' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0">' +
    '<tr><td align="center" style="padding:32px 16px">\n' +
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" ' +
    'style="max-width:560px;background:#fff;border-radius:8px;padding:32px">\n' +
    `<tr><td><p style="font-size:20px;font-weight:bold;color:#5b3df5;margin:0 0 24px">${BRAND}</p>\n` +
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>${body}${button}\n` +
    '<p style="font-size:12px;color:#6b6b80;margin-top:32px">' +
    `Questions? Write to ${escapeHtml(opts.supportEmail)}.</p></td></tr>\n` +
    '</table></td></tr></table></body></html>'
  );
}

export function verificationCodeMail(
  to: string,
  firstName: string,
  code: string,
  minutes: number,
  supportEmail: string,
): MailMessage {
  return {
    to,
    subject: `${code} is your ${BRAND} verification code`,
    text:
      `Hi ${firstName},\n\nYour ${BRAND} verification code is ${code}. It expires in ${minutes} minutes.\n\n` +
      'If you did not sign up, ignore this e-mail.\n',
    html: layout({
      heading: 'Verify your e-mail',
      paragraphs: [
        `Hi ${escapeHtml(firstName)},`,
        `Your verification code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>`,
        `It expires in ${minutes} minutes. If you did not sign up, ignore this e-mail.`,
      ],
      supportEmail,
    }),
  };
}

/** To the owner of an address someone tried to sign up with: no code, no link, only what to do. */
export function signupAttemptMail(
  to: string,
  firstName: string,
  loginUrl: string,
  resetUrl: string,
  supportEmail: string,
): MailMessage {
  return {
    to,
    subject: `Someone tried to sign up to ${BRAND} with your e-mail`,
    text:
      `Hi ${firstName},\n\nSomeone just tried to create a ${BRAND} account with this e-mail address, ` +
      `which already has an account. If it was you, log in at ${loginUrl} or reset your password at ${resetUrl}. ` +
      'If it was not you, you can ignore this e-mail: nothing was changed.\n',
    html: layout({
      heading: 'Someone tried to sign up with your e-mail',
      paragraphs: [
        `Hi ${escapeHtml(firstName)},`,
        `Someone just tried to create a ${BRAND} account with this e-mail address, which already has an account.`,
        `If it was you, log in, or <a href="${escapeHtml(resetUrl)}">reset your password</a>. ` +
          'If it was not you, you can ignore this e-mail: nothing was changed.',
      ],
      button: { label: 'Log in', url: loginUrl },
      supportEmail,
    }),
  };
}

export function passwordResetMail(
  to: string,
  firstName: string,
  url: string,
  minutes: number,
  supportEmail: string,
): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND} password`,
    text:
      `Hi ${firstName},\n\nSet a new password here: ${url}\n` +
      `The link works once and expires in ${minutes} minutes.\n\n` +
      'If you did not ask for this, ignore this e-mail; your password stays as it is.\n',
    html: layout({
      heading: 'Reset your password',
      paragraphs: [
        `Hi ${escapeHtml(firstName)},`,
        `Someone asked to reset the password of your ${BRAND} account. ` +
          `The link works once and expires in ${minutes} minutes.`,
        'If you did not ask for this, ignore this e-mail; your password stays as it is.',
      ],
      button: { label: 'Set a new password', url },
      supportEmail,
    }),
  };
}

export function invitationMail(
  to: string,
  inviterName: string,
  companyName: string,
  roleLabel: string,
  url: string,
  days: number,
  supportEmail: string,
): MailMessage {
  return {
    to,
    subject: `${inviterName} invited you to ${companyName} on ${BRAND}`,
    text:
      `Hi,\n\n${inviterName} invited you to join ${companyName} on ${BRAND} as ${roleLabel}.\n` +
      `Accept here: ${url}\nThe link expires in ${days} days.\n`,
    html: layout({
      heading: `Join ${companyName}`,
      paragraphs: [
        `${escapeHtml(inviterName)} invited you to join <strong>${escapeHtml(companyName)}</strong> ` +
          `on ${BRAND} as ${escapeHtml(roleLabel)}.`,
        `The link expires in ${days} days.`,
      ],
      button: { label: 'Accept the invitation', url },
      supportEmail,
    }),
  };
}

/** A notification by e-mail: what happened, and a button to the page; the footer says how to stop such mails. */
export function notificationMail(
  to: string,
  firstName: string,
  note: { title: string; body: string; url: string; settingsUrl: string },
  supportEmail: string,
): MailMessage {
  return {
    to,
    subject: note.title,
    text:
      `Hi ${firstName},\n\n${note.body}\n\nOpen it: ${note.url}\n\n` +
      `Choose which e-mails you get: ${note.settingsUrl}\n`,
    html: layout({
      heading: note.title,
      paragraphs: [
        `Hi ${escapeHtml(firstName)},`,
        escapeHtml(note.body),
        `<a href="${escapeHtml(note.settingsUrl)}">Choose which e-mails you get</a>.`,
      ],
      button: { label: 'Open', url: note.url },
      supportEmail,
    }),
  };
}
