import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Mailer, type MailMessage } from '../mailer';
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
    const lines = [
      `From: ${headerValue(this.from)}`,
      `To: ${headerValue(message.to)}`,
      ...(message.replyTo ? [`Reply-To: ${headerValue(message.replyTo)}`] : []),
      `Subject: ${encodedHeader(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${id}@schoolpage.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text.replace(/\r?\n/g, '\r\n'),
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
