import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

/** Sends the service's few mails (invitations, reset links); only when SMTP_URL is configured. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** A mailer over SMTP_URL, or undefined when none is configured (links are then handed over). */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'smtpFrom'>): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: config.smtpFrom, to, subject, text });
    },
  };
}
