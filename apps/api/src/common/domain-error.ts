/** What a domain refusal is about; the API's exception filter answers each with its HTTP status. */
export type RefusalKind = 'invalid' | 'notFound' | 'conflict' | 'tooLarge' | 'busy';

/**
 * A change or read that domain code refuses, in the words the user sees. It knows nothing of HTTP:
 * `ApiExceptionFilter` turns it into the answer (`{ success: false, message }` with the kind's status).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
