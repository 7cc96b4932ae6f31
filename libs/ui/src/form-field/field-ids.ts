import { useId } from 'react';

/** The control's id (given or generated) and the id of its hint, for `aria-describedby`. */
export function useFieldIds(id: string | undefined, hint: unknown): { controlId: string; hintId?: string } {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: hint ? `${controlId}-hint` : undefined };
}
