import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox-repository';

/** Delivers one mail or throws; the outbox worker retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * nodemailer over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). Connecting,
 * the greeting and every silence on the socket are bounded by `timeoutMs` (nodemailer waits
 * 2 minutes, 30 s and 10 minutes by default), so a server that never answers fails fast.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}
