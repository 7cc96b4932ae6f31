/** Remembers a request's answer for the rest of the page load; a failed request is tried again next time. */
export function oncePerPageLoad<T>(request: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= request().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
