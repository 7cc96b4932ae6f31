import { render, screen } from '@testing-library/react';
import SectionPreview from './section-preview';

it("wraps a previewed section in Run's theme, on the site's base", () => {
  render(
    <SectionPreview list="faq">
      <p>When does school start?</p>
    </SectionPreview>,
  );
  const frame = screen.getByText('When does school start?').parentElement as HTMLElement;
  // CSS modules read back their class names under Jest: the site kit's frame and Run's theme.
  expect(frame.className).toBe('base theme');
});
