import { ANSWER_BUFFER_BYTES, giveBackAnswerBuffer, isPooledAnswer, takeAnswerBuffer } from './answer-buffers';

describe('answer buffers', () => {
  it('serves the next answer from the buffer the last one was sent from', () => {
    const first = takeAnswerBuffer();
    expect(first.length).toBe(ANSWER_BUFFER_BYTES);
    expect(isPooledAnswer(first.subarray(0, 10))).toBe(true);
    giveBackAnswerBuffer(first.subarray(0, 10)); // an answer is a part of its buffer
    expect(takeAnswerBuffer().buffer).toBe(first.buffer);
  });

  it('never hands one buffer to two answers', () => {
    const answer = takeAnswerBuffer();
    giveBackAnswerBuffer(answer);
    giveBackAnswerBuffer(answer); // given back twice by mistake: kept once
    const a = takeAnswerBuffer();
    const b = takeAnswerBuffer();
    expect(a.buffer).not.toBe(b.buffer);
  });

  it('takes back only its own buffers', () => {
    const foreign = Buffer.from(new ArrayBuffer(ANSWER_BUFFER_BYTES));
    expect(isPooledAnswer(foreign)).toBe(false);
    giveBackAnswerBuffer(foreign);
    expect(takeAnswerBuffer().buffer).not.toBe(foreign.buffer);
  });
});
