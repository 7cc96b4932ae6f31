import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './form-field.module.css';

/** The room of one line of a field's message: what a field that may say what is wrong keeps when told no more. */
export const ONE_LINE = '\u00a0';

/** What a field that can be wrong takes: its message, and the room kept for it. */
export interface FieldErrorProps {
  /** What is wrong with the value (shown under it; marks the control invalid). */
  error?: ReactNode;
  /**
   * The longest message the field may show: its room is kept under the field while nothing is wrong, so a message
   * appearing moves no other control. A field given `error` (even undefined) keeps one line when this is absent.
   */
  errorRoom?: string;
}

/** The room a field keeps for its message: `errorRoom`, one line when it was given `error` at all, else none. */
export function errorRoomOf(props: FieldErrorProps): string | undefined {
  return props.errorRoom ?? ('error' in props ? ONE_LINE : undefined);
}

/**
 * A field's message in the room kept for it: an invisible copy of `room` (drawn by CSS from `data-room`, so it is no
 * text of the page to find or read out) holds the space and the message is drawn over it, so the message appearing or
 * going changes no height (a longer one than the room still shows in full).
 */
export function ErrorRoom({ id, room, children }: { id?: string; room: string; children?: ReactNode }) {
  return (
    <div className={styles.errorRoom} data-room={room}>
      <FieldError id={id}>{children}</FieldError>
    </div>
  );
}
