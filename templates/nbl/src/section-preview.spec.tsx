import { render, screen } from '@testing-library/react';
import SectionPreview from './section-preview';

describe('NBL section preview', () => {
  it("puts notices on NBL's notice board and the FAQ in its main column, each in NBL's theme", () => {
    render(
      <>
        <SectionPreview list="notice">
          <p>Holiday on Friday</p>
        </SectionPreview>
        <SectionPreview list="faq">
          <p>When does school start?</p>
        </SectionPreview>
      </>,
    );
    // CSS modules read back their class names under Jest.
    const board = screen.getByText('Holiday on Friday').parentElement as HTMLElement;
    expect(board.className).toBe('board');
    expect((board.parentElement as HTMLElement).className).toBe('base theme');
    expect((screen.getByText('When does school start?').parentElement as HTMLElement).className).toBe('main');
  });

  it('shows a section NBL gives no wrapper of its own (the gallery) straight in its theme', () => {
    render(
      <SectionPreview list="gallery">
        <p>Sports day</p>
      </SectionPreview>,
    );
    expect((screen.getByText('Sports day').parentElement as HTMLElement).className).toBe('base theme');
  });
});
