import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one .eml file per message with the text body in plain UTF-8', async () => {
    const mailer = new OutboxMailer(dir, 'SchoolPage <no-reply@schoolpage.local>');
    await mailer.send({ to: 'admin@school.edu', subject: 'Code für Sie', text: 'Your verification code is 654321' });
    await mailer.send({ to: 'evil@x.org\r\nBcc: victim@x.org', subject: 'Two', text: 'Second' });
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
    expect(files).toHaveLength(2);
    const first = readFileSync(join(dir, files[0]), 'utf8');
    expect(first).toContain('To: admin@school.edu');
    expect(first).toContain('Subject: =?UTF-8?B?');
    expect(first).toContain('Content-Type: text/plain; charset=utf-8');
    expect(first).toContain('Your verification code is 654321');
    const second = readFileSync(join(dir, files[1]), 'utf8');
    expect(second).not.toMatch(/^Bcc:/m);
  });
});
