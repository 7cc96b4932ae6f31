/**
 * Runs `steps` in order, each in a task of its own (a timer between them), so the browser may paint and answer the
 * visitor between any two. The entry's work at load (the storage rules, the view's beacon, the take-over's watch) is
 * a few milliseconds each; run together, with their first compilation, they made one task of 12–17 ms, which a
 * phone four times slower runs as a long task (over 50 ms) blocking the page just after its first paint (#45).
 */
export function oneTaskEach(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    oneTaskEach(rest);
  });
}
