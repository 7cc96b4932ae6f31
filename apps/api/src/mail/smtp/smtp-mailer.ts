import { createTransport, type Transporter } from 'nodemailer';
import { fromAddress, Mailer, type MailMessage } from '../mailer';

/** The production adapter: SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). */
export class SmtpMailer extends Mailer {
  readonly name = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    super();
    this.transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: message.fromName ? { name: message.fromName, address: fromAddress(this.from) } : this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }

  async ping(): Promise<boolean> {
    try {
      return await this.transport.verify();
    } catch {
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}
