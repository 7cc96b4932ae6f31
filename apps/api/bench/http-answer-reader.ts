/**
 * Reads HTTP/1.1 answers off a kept connection for the open loop's client (open-loop.ts): the status of each and
 * when its last byte came, nothing else. The bench's own client, so it costs the shared cores as little as it can:
 * no header objects, no body kept, no stream per answer (Node's `http` client costs about 200 µs of CPU an answer,
 * more than the server's answer it waits for). Answers carry Content-Length (the platform's JSON answers do); any
 * other framing is refused loudly rather than mis-timed.
 */
const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

export class HttpAnswerReader {
  /** Bytes of an answer's head not yet whole (most answers arrive in one piece, and this stays empty). */
  private head: Buffer | undefined;
  /** The body bytes still to come of the answer being read, once its head is read. */
  private bodyLeft = 0;
  private status = 0;
  private reading = false;

  /** `answered(status)` is called as each answer's last byte is read. */
  constructor(private readonly answered: (status: number) => void) {}

  /** Feeds the connection's bytes in as they arrive. */
  read(bytes: Buffer): void {
    let at = 0;
    while (at < bytes.length) {
      if (this.reading) {
        const taken = Math.min(this.bodyLeft, bytes.length - at);
        this.bodyLeft -= taken;
        at += taken;
        if (this.bodyLeft === 0) this.finish();
        continue;
      }
      const rest = at === 0 ? bytes : bytes.subarray(at);
      const head = this.head ? Buffer.concat([this.head, rest]) : rest;
      const end = head.indexOf(HEADER_END);
      if (end < 0) {
        this.head = Buffer.from(head);
        return;
      }
      const before = this.head?.length ?? 0;
      this.head = undefined;
      this.startBody(head.toString('latin1', 0, end));
      at += end + HEADER_END.length - before;
      if (this.bodyLeft === 0) this.finish();
    }
  }

  private startBody(head: string): void {
    this.status = Number(head.slice(9, 12));
    const length = CONTENT_LENGTH.exec(head);
    if (!length) throw new Error(`An answer came without Content-Length (the open loop reads no other framing): ${head.split('\r\n')[0]}`);
    this.bodyLeft = Number(length[1]);
    this.reading = true;
  }

  private finish(): void {
    this.reading = false;
    this.answered(this.status);
  }
}
