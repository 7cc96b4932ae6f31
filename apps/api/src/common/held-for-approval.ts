/**
 * Thrown when a change was kept for approval instead of made: the exception filter answers it with
 * `202 { success: true, message }` (the handler's own answer would describe a change that did not happen).
 */
export class HeldForApproval extends Error {
  constructor(message: string) {
    super(message);
  }
}
