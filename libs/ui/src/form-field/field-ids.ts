import { useId } from 'react';

/** The control's id (given or generated) and the ids of its hint and its error, for `aria-describedby`. */
export function useFieldIds(
  id: string | undefined,
  hint: unknown,
  error?: unknown,
): { controlId: string; hintId?: string; errorId?: string; describedBy?: string } {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}
