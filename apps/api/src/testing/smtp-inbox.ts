import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as an SMTP server received it, read back: its envelope, headers and the decoded text and HTML parts. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  text: string;
  html: string;
}

/** Quoted-printable or base64 content as UTF-8 text. */
function decoded(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(encoding ?? '')) return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** A header with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) read as text. */
function wordsDecoded(value: string | undefined): string | undefined {
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decoded(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** Headers (unfolded) and body of one MIME entity. */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** Reads a raw message: the plain text and HTML parts, decoded. */
export function readMail(raw: string, to: string[]): ReceivedMail {
  const top = entity(raw);
  const parts: { type: string; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(top.headers.get('content-type') ?? '')?.[1];
  const entities = boundary ? top.body.split(`--${boundary}`).slice(1, -1).map((part) => entity(part.replace(/^\r\n/, ''))) : [top];
  for (const part of entities) parts.push({ type: part.headers.get('content-type') ?? 'text/plain', body: decoded(part.body, part.headers.get('content-transfer-encoding')) });
  return {
    to,
    raw,
    header: (name) => wordsDecoded(top.headers.get(name.toLowerCase())),
    text: parts.find((part) => part.type.startsWith('text/plain'))?.body ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.body ?? '',
  };
}

/** A real SMTP server on loopback that keeps what it receives (and refuses the addresses in `refuse`) (smtp-server, as the SMTP adapter's tests use). */
export async function startSmtpInbox({ refuse = [] }: { refuse?: readonly string[] } = {}): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client (loopback, no network: each lookup would wait).
    disableReverseLookup: true,
    // An address it has no mailbox for (`refuse`) is refused, as a real server refuses one.
    onRcptTo(address, _session, callback) {
      callback(refuse.includes(address.address) ? Object.assign(new Error('550 No such mailbox'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(readMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
