import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, FormAlert } from '@schoolpage/ui';
import sectionStyles from '../sections/sections.module.css';
import { useMessageInLanguage } from './message-in-language';
import styles from './feedback-alert.module.css';
import type { Feedback, FeedbackAction } from './use-feedback';

/** How long a success or info message stays once nobody is looking at it (pointer or focus inside keeps it). */
export const MESSAGE_SECONDS = 8;

/**
 * The in-page message of one form or list. An error is an alert and stays until the next message; a success or
 * note is read out politely and clears itself after a few seconds, so messages never pile up. A message may
 * offer an action ("Undo"), which takes the focus when it appears. A message of the spec or the API shows in the
 * reader's language.
 */
export function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  const current = feedback.current;
  const inLanguage = useMessageInLanguage();
  // What keeps the message, for the message shown (a new message starts free).
  const [held, setHeld] = useState({ serial: 0, focus: false, pointer: false });
  const { clear } = feedback;
  const serial = current?.serial ?? 0;
  const fades = current !== null && current.tone !== 'error';
  const kept = held.serial === serial && (held.focus || held.pointer);
  const hold = (change: { focus?: boolean; pointer?: boolean }) =>
    setHeld((previous) => ({ ...(previous.serial === serial ? previous : { focus: false, pointer: false }), ...change, serial }));

  useEffect(() => {
    if (!fades || kept) return;
    const timer = setTimeout(clear, MESSAGE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [fades, kept, clear, serial]);

  // A message that appears above the focused control pushes it down: keep the control in sight for keyboard users.
  useLayoutEffect(() => {
    if (serial) keepFocusInView();
  }, [serial]);

  if (!current) return null;
  return (
    <div
      key={current.serial}
      className={styles.message}
      onFocus={() => hold({ focus: true })}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && hold({ focus: false })}
      onMouseEnter={() => hold({ pointer: true })}
      onMouseLeave={() => hold({ pointer: false })}
    >
      <FormAlert tone={current.tone} polite={current.tone !== 'error'}>
        {inLanguage(current.text)}
      </FormAlert>
      {current.action ? <ActionButton action={current.action} /> : null}
    </div>
  );
}

function ActionButton({ action }: { action: FeedbackAction }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // In the commit that shows it (a layout effect): the same commit may take away the control that had the focus
  // (the deleted item's Delete), and the focus must never rest on the page body in between.
  useLayoutEffect(() => ref.current?.focus(), []);

  async function run() {
    setBusy(true);
    try {
      await action.run();
    } finally {
      // The message is usually replaced by then; when it is not, the button can be pressed again.
      if (ref.current) setBusy(false);
    }
  }

  return (
    <Button ref={ref} className={sectionStyles.secondaryButton} busy={busy} busyLabel={action.busyLabel} onClick={() => void run()}>
      {action.label}
    </Button>
  );
}

/** Scrolls the focused element back into the window when a change of layout has pushed it out (nearest edge only). */
function keepFocusInView() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  const place = focused.getBoundingClientRect();
  if (place.bottom > window.innerHeight || place.top < 0) focused.scrollIntoView?.({ block: 'nearest' });
}
