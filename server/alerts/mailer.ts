/**
 * Alert e-mail over SMTP (nodemailer), configured by SMTP_URL. The URL may hold a password: it is
 * never logged; failures are reported by the SMTP server's answer only.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files attached (scheduled reports). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(m: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, attachments: m.attachments });
    },
    close: () => transport.close(),
  };
}
