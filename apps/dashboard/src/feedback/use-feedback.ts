import { useCallback, useMemo, useState } from 'react';
import type { AlertTone } from '@schoolpage/ui';

/** A button offered with a message ("Undo"); focused when the message appears. */
export interface FeedbackAction {
  label: string;
  /** Shown while `run` is under way. */
  busyLabel: string;
  run: () => Promise<void>;
}

export interface FeedbackState {
  tone: AlertTone;
  text: string;
  /** Changes with every message, so the same text shown twice is announced twice. */
  serial: number;
  action?: FeedbackAction;
}

export interface Feedback {
  current: FeedbackState | null;
  error: (text: string) => void;
  success: (text: string, action?: FeedbackAction) => void;
  info: (text: string) => void;
  clear: () => void;
}

/** The one message a form or list shows in its in-page alert. */
export function useFeedback(): Feedback {
  const [current, setCurrent] = useState<FeedbackState | null>(null);
  const show = useCallback(
    (tone: AlertTone) => (text: string, action?: FeedbackAction) =>
      setCurrent((previous) => ({ tone, text, serial: (previous?.serial ?? 0) + 1, ...(action ? { action } : {}) })),
    [],
  );
  const clear = useCallback(() => setCurrent(null), []);
  // The functions keep their identity across messages, so effects may depend on them.
  const actions = useMemo(() => ({ error: show('error'), success: show('success'), info: show('info'), clear }), [show, clear]);
  return useMemo(() => ({ current, ...actions }), [current, actions]);
}
