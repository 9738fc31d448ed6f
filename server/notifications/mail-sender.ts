import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The delivery's idempotency key, as the Message-ID: a receiving server can tell a resend by it. */
  messageId: string;
  /** An address that stops these emails (RFC 2369 `List-Unsubscribe`). */
  unsubscribeUrl: string;
  /** An iCalendar invite, sent as a `text/calendar` attachment with its METHOD. */
  calendar?: { fileName: string; method: string; content: string };
}

/** Every way an email leaves Tandem goes through this one interface; the config picks SMTP or the log. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** Emails through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  // Short timeouts: an attempt must end well within its job's lease, so no other runner sends it meanwhile.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>` },
        attachments: mail.calendar
          ? [
              {
                filename: mail.calendar.fileName,
                content: mail.calendar.content,
                contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
              },
            ]
          : [],
      });
    },
  };
}

/** The embedded default: the email goes to the server log, as sign-in texts do without a provider. */
export function createLogMailSender(logger: Logger): MailSender {
  return {
    async send({ to, subject, text, calendar }) {
      logger.info({ to, subject, mail: text, calendar: calendar?.fileName }, `Email to ${to}: ${subject}`);
    },
  };
}
