/** Fired when the API answers 401 to a dashboard call: the session ended (expired or logged out elsewhere). */
const SESSION_ENDED = 'schoolpage:dashboard-session-ended';

export function announceSessionEnded(): void {
  window.dispatchEvent(new Event(SESSION_ENDED));
}

/** Calls `listener` whenever a dashboard call finds the session gone; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  window.addEventListener(SESSION_ENDED, listener);
  return () => window.removeEventListener(SESSION_ENDED, listener);
}
