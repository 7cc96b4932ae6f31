import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { readFocalPoint, type FocalPoint } from '@schoolpage/content-contract';
import styles from './focal-point-field.module.css';
import { useWords } from '@schoolpage/words';
import { focalPointWords } from './focal-point.words';

interface FocalPointFieldProps {
  /** The payload field: `{"x":..,"y":..}` as text, '' until a point is chosen. */
  name: string;
  label: string;
  /** The name of the form's file input whose picture this is: a newly chosen picture shows here. */
  pictureField?: string;
  /** The saved picture, shown until another is chosen. */
  savedPicture?: string;
  /** The saved focal point (JSON text). */
  initial?: string;
  disabled?: boolean;
}

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
/** How far an arrow key moves the point (Shift: finer). */
const STEP = 0.05;
const FINE_STEP = 0.01;

const percent = (fraction: number) => Math.round(fraction * 100);
const clamped = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 1000;

/**
 * The spot of a picture that must stay visible when a template crops it: clicked on the picture, moved
 * with the arrow keys, or typed as two percentages. Two previews show the crop a wide banner and a phone
 * would make. The form sends it as `name`.
 */
export function FocalPointField({ name, label, pictureField, savedPicture, initial, disabled }: FocalPointFieldProps) {
  const saved = readFocalPoint(initial) ?? undefined;
  const [point, setPoint] = useState<FocalPoint | undefined>(saved);
  const [picture, setPicture] = useState<string | undefined>(savedPicture || undefined);
  const root = useRef<HTMLFieldSetElement>(null);
  const hintId = useId();
  const words = useWords(focalPointWords);
  const shown = point ?? CENTRE;

  // A picture chosen in the form's file input shows here at once, without a point yet; a form reset brings back what is saved.
  useEffect(() => {
    const form = root.current?.form;
    const input = pictureField ? form?.elements.namedItem(pictureField) : null;
    if (!form || !(input instanceof HTMLInputElement)) return;
    let chosen: string | undefined;
    const forget = () => {
      if (chosen && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(chosen);
      chosen = undefined;
    };
    const onChoose = () => {
      forget();
      const file = input.files?.[0];
      if (file && typeof URL.createObjectURL === 'function') chosen = URL.createObjectURL(file);
      setPicture(chosen ?? (savedPicture || undefined));
      setPoint(file ? undefined : saved);
    };
    const onReset = () => {
      forget();
      setPicture(savedPicture || undefined);
      setPoint(saved);
    };
    input.addEventListener('change', onChoose);
    form.addEventListener('reset', onReset);
    return () => {
      input.removeEventListener('change', onChoose);
      form.removeEventListener('reset', onReset);
      forget();
    };
    // `saved` is read from `initial`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pictureField, savedPicture, initial]);

  /**
   * A point the admin chose: once the field holds it, the form hears an `input` event, as for typing (its
   * unsaved-changes check and the section's live preview listen, and read the field).
   */
  const chosen = useRef(false);
  function choose(next: FocalPoint) {
    chosen.current = true;
    setPoint(next);
  }
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    root.current?.dispatchEvent(new Event('input', { bubbles: true }));
  }, [point]);

  function pick(event: MouseEvent<HTMLImageElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    choose({ x: clamped((event.clientX - box.left) / box.width), y: clamped((event.clientY - box.top) / box.height) });
  }

  function nudge(event: KeyboardEvent) {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    choose({ x: clamped(shown.x + move[0]), y: clamped(shown.y + move[1]) });
  }

  function typed(axis: 'x' | 'y', text: string) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return;
    choose({ ...shown, [axis]: clamped(value / 100) });
  }

  const position = `${percent(shown.x)}% ${percent(shown.y)}%`;
  return (
    <fieldset ref={root} className={styles.field} disabled={disabled} aria-describedby={hintId}>
      <legend className={styles.legend}>{label}</legend>
      <p id={hintId} className={styles.hint}>
        {words.t('hint')}
        {point ? '' : words.t('centreKept')}
      </p>
      {picture ? (
        <div className={styles.workspace}>
          <div className={styles.stage}>
            <img className={styles.picture} src={picture} alt="" onClick={pick} />
            <button
              type="button"
              className={`${styles.marker} ${point ? '' : styles.unset}`}
              style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
              aria-label={words.t('marker', { across: percent(shown.x), down: percent(shown.y) })}
              onKeyDown={nudge}
            />
          </div>
          <div className={styles.previews} aria-hidden="true">
            <span className={styles.previewLabel}>{words.t('wideBanner')}</span>
            <img className={`${styles.preview} ${styles.wide}`} src={picture} alt="" style={{ objectPosition: position }} />
            <span className={styles.previewLabel}>{words.t('phone')}</span>
            <img className={`${styles.preview} ${styles.tall}`} src={picture} alt="" style={{ objectPosition: position }} />
          </div>
        </div>
      ) : (
        <p className={styles.hint}>{words.t('choosePicture')}</p>
      )}
      <div className={styles.numbers}>
        <label className={styles.number}>
          {words.t('across')}
          <input type="number" min={0} max={100} step={1} value={percent(shown.x)} onChange={(event) => typed('x', event.target.value)} />
        </label>
        <label className={styles.number}>
          {words.t('down')}
          <input type="number" min={0} max={100} step={1} value={percent(shown.y)} onChange={(event) => typed('y', event.target.value)} />
        </label>
        <button type="button" className={styles.centre} onClick={() => choose(CENTRE)}>
          {words.t('centre')}
        </button>
      </div>
      <input type="hidden" name={name} value={point ? JSON.stringify(point) : ''} />
    </fieldset>
  );
}
