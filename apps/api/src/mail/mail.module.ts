import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { PlatformConfig } from '../config/platform-config';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox/outbox-mailer';

/**
 * The mailer configuration asks for: SMTP when SMTP_URL is set, else one `.eml` file per message under DATA_DIR/outbox.
 * The SMTP adapter (and nodemailer with it) is loaded only then, so the outbox never pays for loading it.
 */
export async function chooseMailer(config: PlatformConfig): Promise<Mailer> {
  if (!config.smtpUrl) return new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom);
  const { SmtpMailer } = await import('./smtp/smtp-mailer');
  return new SmtpMailer(config.smtpUrl, config.mailFrom);
}

/** Mail: the Mailer port for every module (one-time codes, contact messages, health). */
@Global()
@Module({})
export class MailModule implements OnApplicationShutdown {
  constructor(private readonly mailer: Mailer) {}

  static forRoot(config: PlatformConfig): DynamicModule {
    const mailer = { provide: Mailer, useFactory: () => chooseMailer(config) };
    return { module: MailModule, providers: [mailer], exports: [Mailer] };
  }

  onApplicationShutdown(): void {
    this.mailer.close?.();
  }
}
