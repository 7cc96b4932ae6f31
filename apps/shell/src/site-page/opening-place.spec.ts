import { opensBelowTheTop } from './opening-place';

describe('whether the browser opens a school page below its top', () => {
  const navigatedBy = (type?: string) => ({ getEntriesByType: () => (type ? [{ type } as unknown as PerformanceEntry] : []) });

  it('does at a link to one of its sections', () => {
    expect(opensBelowTheTop({ hash: '#vision-mission' }, navigatedBy('navigate'))).toBe(true);
  });

  it('does on a reload and on the way back or forward, where the browser puts the visitor back where they were', () => {
    expect(opensBelowTheTop({ hash: '' }, navigatedBy('reload'))).toBe(true);
    expect(opensBelowTheTop({ hash: '' }, navigatedBy('back_forward'))).toBe(true);
  });

  it('does not on a page opened at its top, nor where the browser says nothing of how it got there', () => {
    expect(opensBelowTheTop({ hash: '' }, navigatedBy('navigate'))).toBe(false);
    expect(opensBelowTheTop({ hash: '#' }, navigatedBy('navigate'))).toBe(false);
    expect(opensBelowTheTop({ hash: '' }, navigatedBy())).toBe(false);
  });
});
