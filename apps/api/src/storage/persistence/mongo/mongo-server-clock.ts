/**
 * The time a lease or a limit is decided at, on the server's clock (`$$NOW`, one value per operation), so instances
 * whose clocks disagree still agree on who holds a lease and when a window ends. The caller's `now` counts only as
 * far as it differs from this host's clock: in production it is this host's clock (no difference); a test that moves
 * its clock forward moves the decision forward by as much. `plusMs` is added (a window's or a lease's length).
 */
export function serverTime(now: number, plusMs = 0): { $add: [string, number] } {
  return { $add: ['$$NOW', now - Date.now() + plusMs] };
}
