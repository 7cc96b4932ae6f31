import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromAddress, Mailer, type MailMessage } from '../mailer';
import { folderReady } from '@schoolpage/object-store';

/** Header values never carry line breaks (no header injection). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Non-ASCII header text is sent as an RFC 2047 encoded word. */
function encodedHeader(value: string): string {
  const clean = headerValue(value);
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** A sender's name as a header shows it: quoted when ASCII, else an encoded word. */
function displayName(name: string): string {
  const clean = headerValue(name).replace(/["\\]/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? `"${clean}"` : encodedHeader(clean);
}

/**
 * The embedded default: each message becomes one `.eml` file in the outbox folder, text body in plain
 * UTF-8 (8bit) so one-time codes can be read straight from the file when no SMTP server is configured.
 */
export class OutboxMailer extends Mailer {
  readonly name = 'outbox' as const;

  constructor(private readonly folder: string, private readonly from: string) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
    const from = message.fromName ? `${displayName(message.fromName)} <${fromAddress(this.from)}>` : headerValue(this.from);
    const boundary = `=_${id}`;
    const body = message.text.replace(/\r?\n/g, '\r\n');
    const content = message.html
      ? [
          `Content-Type: multipart/alternative; boundary="${boundary}"`,
          '',
          `--${boundary}`,
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: 8bit',
          '',
          body,
          `--${boundary}`,
          'Content-Type: text/html; charset=utf-8',
          'Content-Transfer-Encoding: 8bit',
          '',
          message.html.replace(/\r?\n/g, '\r\n'),
          `--${boundary}--`,
        ]
      : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', body];
    const lines = [
      `From: ${from}`,
      `To: ${headerValue(message.to)}`,
      ...(message.replyTo ? [`Reply-To: ${headerValue(message.replyTo)}`] : []),
      `Subject: ${encodedHeader(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${id}@schoolpage.local>`,
      ...Object.entries(message.headers ?? {}).map(([name, value]) => `${headerValue(name).replace(/[^\w-]/g, '')}: ${headerValue(value)}`),
      'MIME-Version: 1.0',
      ...content,
      '',
    ];
    const file = join(this.folder, `${id}.eml`);
    await writeFile(`${file}.partial`, lines.join('\r\n'), 'utf8');
    await rename(`${file}.partial`, file);
  }

  ping(): Promise<boolean> {
    return folderReady(this.folder);
  }
}
