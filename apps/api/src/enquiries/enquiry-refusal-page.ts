/** Text made safe to place in HTML. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a browser without script shows when a plain form POST is refused: the reasons, field by field, and a
 * way back to the form (going back keeps what the parent typed, when the form there can be corrected and sent: not
 * `correctable` when it must be sent from `formPath` instead). No styles nor scripts: nothing a strict policy refuses.
 */
export function enquiryRefusalPage(message: string, errors: Record<string, string> | undefined, formPath: string | undefined, { correctable = true } = {}): string {
  const reasons = Object.values(errors ?? {});
  const list = reasons.length > 1 ? `<ul>${reasons.map((r) => `<li>${escaped(r)}</li>`).join('')}</ul>` : '';
  const back = formPath ? `<p><a href="${escaped(formPath)}">${correctable ? 'Back to the enquiry form' : 'Open the enquiry form'}</a></p>` : '';
  const howToCorrect = correctable ? "<p>Use your browser's Back button to correct the form: what you typed is still there.</p>" : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your enquiry was not sent</title></head><body><main><h1>Your enquiry was not sent</h1><p role="alert">${escaped(message)}</p>${list}${howToCorrect}${back}</main></body></html>`;
}
