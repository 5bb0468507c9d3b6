import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { MailPayload } from '../db/schema/index.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** Sends one mail; returns where it went (an .eml path or the SMTP message id) for the log. */
  send(payload: MailPayload, attachments: MailAttachment[]): Promise<string>;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/mail. */
export function createTransport(config: Config): MailTransport {
  const message = (payload: MailPayload, attachments: MailAttachment[]) => ({
    from: config.MAIL_FROM,
    to: payload.to,
    subject: payload.subject,
    text: payload.text,
    ...(payload.html ? { html: payload.html } : {}),
    attachments,
  });

  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(payload, attachments) {
        const info = await smtp.sendMail(message(payload, attachments));
        return `smtp ${info.messageId}`;
      },
    };
  }

  const dir = path.join(config.DATA_DIR, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(payload, attachments) {
      const info = await stream.sendMail(message(payload, attachments));
      await mkdir(dir, { recursive: true });
      const safeTo = payload.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
  };
}
