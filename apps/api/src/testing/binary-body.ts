/** A supertest parser that keeps a response body as bytes (pictures, PDFs): `.buffer(true).parse(binaryBody)`. */
export function binaryBody(
  response: { on(event: string, listener: (chunk: Buffer) => void): unknown },
  callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}
