import { VisitAllowance } from './visit-allowance';
import { VisitClock } from './visit-clock';

describe('VisitAllowance', () => {
  const at = (clock: VisitClock, time: number) => (clock.now = () => time);
  const takes = (allowance: VisitAllowance, times: number, address: string, school: string) =>
    Array.from({ length: times }, () => allowance.take(address, school)).filter(Boolean).length;

  it('lets one address add a minute’s allowance of views to one school, then none until the next minute', () => {
    const clock = new VisitClock();
    at(clock, 1_000_000);
    const allowance = new VisitAllowance(clock);
    allowance.viewsPerAddressPerMinute = 3;
    expect(takes(allowance, 5, '203.0.113.7', 'school-a')).toBe(3);
    // Another address, or the same address on another school, has its own allowance.
    expect(takes(allowance, 5, '203.0.113.8', 'school-a')).toBe(3);
    expect(takes(allowance, 5, '203.0.113.7', 'school-b')).toBe(3);
    at(clock, 1_000_000 + 59_999);
    expect(allowance.take('203.0.113.7', 'school-a')).toBe(false);
    at(clock, 1_000_000 + 60_000);
    expect(takes(allowance, 5, '203.0.113.7', 'school-a')).toBe(3);
  });

  it('keeps the default generous enough for a person reading a page a second', () => {
    const clock = new VisitClock();
    at(clock, 5_000);
    const allowance = new VisitAllowance(clock);
    expect(takes(allowance, 60, '2001:db8::', 'school-a')).toBe(60);
    expect(allowance.take('2001:db8::', 'school-a')).toBe(false);
  });
});
