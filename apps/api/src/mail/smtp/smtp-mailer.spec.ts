import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from './smtp-mailer';

/** The SMTP adapter against smtp-server listening on localhost for this test. */
describe('SmtpMailer (against smtp-server)', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from?: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies the connection and delivers a message with the code in its text', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`, 'SchoolPage <no-reply@schoolpage.test>');
    expect(await mailer.ping()).toBe(true);
    await mailer.send({ to: 'admin@school.edu', subject: 'Your code', text: 'Your verification code is 123456' });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@schoolpage.test');
    expect(received[0].to).toEqual(['admin@school.edu']);
    expect(received[0].data).toContain('Subject: Your code');
    expect(received[0].data).toContain('123456');
  });

  it('says when the server does not answer', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1/?ignoreTLS=true&connectionTimeout=500', 'no-reply@schoolpage.test');
    expect(await mailer.ping()).toBe(false);
    mailer.close();
  });
});
