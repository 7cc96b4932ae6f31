export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
  replyTo?: string;
}

/** Port: sends e-mail. */
export abstract class Mailer {
  abstract readonly name: 'outbox' | 'smtp';
  abstract send(message: MailMessage): Promise<void>;
  abstract ping(): Promise<boolean>;
}
