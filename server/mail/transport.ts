import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox-repository';

/** Delivers one mail or throws; the outbox worker retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** nodemailer over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
