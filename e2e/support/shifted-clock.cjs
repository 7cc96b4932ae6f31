/**
 * Loaded into a platform server with `node --require` (NODE_OPTIONS) by journeys about the time of day: the process's
 * clock (`Date`) reads SHIFTED_CLOCK_START (an ISO instant) when it starts and runs on from there, so a journey can
 * have a school save something at 00:30 in India whatever the time of the run. Nothing else changes.
 */
const start = Date.parse(process.env.SHIFTED_CLOCK_START || '');
if (!Number.isNaN(start)) {
  const RealDate = Date;
  const offset = start - RealDate.now();
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  globalThis.Date = ShiftedDate;
}
