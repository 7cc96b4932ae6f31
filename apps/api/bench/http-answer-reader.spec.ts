import { HttpAnswerReader } from './http-answer-reader';

const answer = (status: number, body: string) => Buffer.from(`HTTP/1.1 ${status} X\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);

describe('HttpAnswerReader', () => {
  it('tells each answer as its last byte arrives, however the bytes are split', () => {
    const bytes = Buffer.concat([answer(200, '{"a":"ä"}'), answer(404, ''), answer(200, 'x'.repeat(70_000))]);
    for (const pieceSize of [1, 3, 17, 4096, bytes.length]) {
      const statuses: number[] = [];
      const reader = new HttpAnswerReader((status) => statuses.push(status));
      for (let at = 0; at < bytes.length; at += pieceSize) {
        reader.read(bytes.subarray(at, at + pieceSize));
        // The first answer is only told once its body's last byte is in.
        if (at + pieceSize < answer(200, '{"a":"ä"}').length) expect(statuses).toEqual([]);
      }
      expect(statuses).toEqual([200, 404, 200]);
    }
  });

  it('refuses an answer it cannot tell the end of', () => {
    const reader = new HttpAnswerReader(() => undefined);
    expect(() => reader.read(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n'))).toThrow(/Content-Length/);
  });
});
