import { useCallback, useMemo, useState } from 'react';
import type { AlertTone } from '@schoolpage/ui';

export interface FeedbackState {
  tone: AlertTone;
  text: string;
  /** Changes with every message, so the same text shown twice is announced twice. */
  serial: number;
}

export interface Feedback {
  current: FeedbackState | null;
  error: (text: string) => void;
  success: (text: string) => void;
  info: (text: string) => void;
  clear: () => void;
}

/** The one message a form or list shows in its in-page alert. */
export function useFeedback(): Feedback {
  const [current, setCurrent] = useState<FeedbackState | null>(null);
  const show = useCallback(
    (tone: AlertTone) => (text: string) =>
      setCurrent((previous) => ({ tone, text, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setCurrent(null), []);
  // The functions keep their identity across messages, so effects may depend on them.
  const actions = useMemo(() => ({ error: show('error'), success: show('success'), info: show('info'), clear }), [show, clear]);
  return useMemo(() => ({ current, ...actions }), [current, actions]);
}
