/**
 * Buffers large answers are written into and sent from, used again once sent. A search list's answer is about
 * 54 KB; made afresh for each, its bytes sit outside the JavaScript heap, and V8 starts a collection of the whole
 * heap for every 64 MB of such memory (about every 4 s at 300 lists a second), a pause every answer in flight then
 * waits for. Taken from here and given back when the answer has been sent, the same few buffers serve every list.
 *
 * The rules: an answer taken is written, sent once, and given back once its response has finished (the socket no
 * longer holds it); anything that keeps the bytes longer (a cache) keeps a copy. Only buffers this pool made are
 * taken back, so giving back any other buffer does nothing.
 */
export const ANSWER_BUFFER_BYTES = 64 * 1024;
/** Buffers kept free at most (the answers in flight at once, beyond which new ones are made and left to the collector). */
const KEPT = 64;

const free: ArrayBuffer[] = [];
const made = new WeakSet<ArrayBuffer>();

/** A buffer of ANSWER_BUFFER_BYTES to write an answer into. */
export function takeAnswerBuffer(): Buffer {
  let memory = free.pop();
  if (!memory) made.add((memory = new ArrayBuffer(ANSWER_BUFFER_BYTES)));
  return Buffer.from(memory);
}

/** Gives back the buffer an answer was written in (`answer` may be a part of it), once it has been sent. */
export function giveBackAnswerBuffer(answer: Uint8Array): void {
  const memory = answer.buffer;
  if (!(memory instanceof ArrayBuffer) || !made.has(memory) || free.length >= KEPT || free.includes(memory)) return;
  free.push(memory);
}

/** Whether `answer` is written in a buffer of the pool (so it must be copied to be kept, and given back once sent). */
export function isPooledAnswer(answer: Uint8Array): boolean {
  return answer.buffer instanceof ArrayBuffer && made.has(answer.buffer);
}
