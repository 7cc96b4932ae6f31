import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { PlatformConfig } from '../config/platform-config';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox/outbox-mailer';
import { SmtpMailer } from './smtp/smtp-mailer';

/** The mailer configuration asks for: SMTP when SMTP_URL is set, else one `.eml` file per message under DATA_DIR/outbox. */
export function chooseMailer(config: PlatformConfig): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom);
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
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
