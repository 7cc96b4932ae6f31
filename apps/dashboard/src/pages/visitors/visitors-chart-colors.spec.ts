import { contrastRatio, rgbOf } from '@schoolpage/site-kit';
import { visitorsChartColors } from './visitors-chart-colors';

const WHITE = rgbOf('#ffffff');

describe('visitorsChartColors', () => {
  it.each(['#1d4ed8', '#ffe135', '#0f766e', '#ffffff', '#c2185b'])('draws the visitors in the school’s colour %s, readable on white', (color) => {
    const colors = visitorsChartColors({ color, headingFont: 'template' });
    expect(contrastRatio(rgbOf(colors.visitors), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgbOf(colors.views), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(colors.visitorsFill).toBe(`${colors.visitors}1f`);
  });

  it('follows the brand: two schools’ colours give two charts, and no brand gives the dashboard’s blue', () => {
    expect(visitorsChartColors({ color: '#0f766e', headingFont: 'template' }).visitors).toBe('#0f766e');
    expect(visitorsChartColors({ color: '#c2185b', headingFont: 'template' }).visitors).toBe('#c2185b');
    expect(visitorsChartColors(undefined).visitors).toBe('#1d4ed8');
    expect(visitorsChartColors({ color: 'red', headingFont: 'template' }).visitors).toBe('#1d4ed8');
  });
});
