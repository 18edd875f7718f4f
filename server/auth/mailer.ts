import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

/** Sends the service's few mails (invitations, reset links); only when SMTP_URL is configured. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * A mailer over SMTP_URL, or undefined when none is configured (links are then handed over).
 * nodemailer is loaded at the first mail: an instance may never send one, and loaded at start it
 * held about 4 MB of V8 heap and 8 MiB resident for the life of the process.
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'smtpFrom'>): Mailer | undefined {
  const { smtpUrl, smtpFrom } = config;
  if (!smtpUrl) return undefined;
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from: smtpFrom, to, subject, text });
    },
  };
}
