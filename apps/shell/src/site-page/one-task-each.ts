/**
 * Runs `steps` in order, each in a task of its own and each after the frame that drew what the one before changed,
 * so the browser may paint and answer the visitor between any two, and draws one step's changes a frame. The entry's
 * work at load (the storage rules, the view's beacon, the take-over's watch, the bands below the first screen) is a
 * few milliseconds each; run together, with their first compilation, they made one task of 12–24 ms, which a phone
 * four times slower runs as a long task (over 50 ms) blocking the page just after its first paint (#45).
 */
export function oneTaskEach(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    requestAnimationFrame(() => oneTaskEach(rest));
  });
}
