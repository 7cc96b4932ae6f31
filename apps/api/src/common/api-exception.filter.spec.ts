import { HttpException, type ArgumentsHost } from '@nestjs/common';
import { ApiExceptionFilter } from './api-exception.filter';
import { DomainError, type RefusalKind } from './domain-error';

function answerTo(exception: unknown): { status?: number; body?: unknown } {
  const answer: { status?: number; body?: unknown } = {};
  const response = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return answer;
}

describe('ApiExceptionFilter', () => {
  it.each<[RefusalKind, number]>([
    ['invalid', 400],
    ['notFound', 404],
    ['conflict', 409],
    ['tooLarge', 413],
    ['busy', 503],
  ])('answers a domain refusal of kind %s with %i and its own words', (kind, status) => {
    expect(answerTo(new DomainError(kind, 'This category already exists.'))).toEqual({
      status,
      body: { success: false, message: 'This category already exists.' },
    });
  });

  it('answers a refusal that says when to ask again with retryAfterSeconds beside the message', () => {
    expect(answerTo(new HttpException({ message: 'Please wait.', retryAfterSeconds: 42 }, 429))).toEqual({
      status: 429,
      body: { success: false, message: 'Please wait.', retryAfterSeconds: 42 },
    });
    expect(answerTo(new HttpException('Too many requests.', 429)).body).toEqual({ success: false, message: 'Too many requests.' });
  });
});
