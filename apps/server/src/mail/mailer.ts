import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A link worth logging when there is no SMTP server (the outbox is a developer's inbox). */
  link?: string;
  /** Files sent with the mail, such as an appointment's .ics (RFC 5545). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDirectory: string;
  log: FastifyBaseLogger;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to the outbox and
 * its link is logged, so password reset works on a fresh machine (product.md §10, "Real parts").
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      await mkdir(options.outboxDirectory, { recursive: true });
      const file = join(
        options.outboxDirectory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      // Written under another name, then renamed: whoever watches the outbox for .eml files (tests,
      // e2e, a developer) never reads half a mail, now that mails are sent after the answer.
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      options.log.info({ file, link: mail.link }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
