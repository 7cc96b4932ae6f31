export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
  replyTo?: string;
  /** The same message as HTML (sent beside the text, multipart/alternative). */
  html?: string;
  /** The sender's name shown with MAIL_FROM's address (a school's name for its updates). */
  fromName?: string;
  /** Further headers (`List-Unsubscribe`, `List-Unsubscribe-Post`); names and values on one line each. */
  headers?: Record<string, string>;
}

/** The address of MAIL_FROM (`SchoolPage <no-reply@…>` → `no-reply@…`): a message with `fromName` is sent from it under that name. */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** Port: sends e-mail. */
export abstract class Mailer {
  abstract readonly name: 'outbox' | 'smtp';
  abstract send(message: MailMessage): Promise<void>;
  abstract ping(): Promise<boolean>;
  /** Lets go of what it holds open (SMTP's connections) when the platform stops. */
  close?(): void;
}
