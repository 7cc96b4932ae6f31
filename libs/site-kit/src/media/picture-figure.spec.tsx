import { render } from '@testing-library/react';
import { PictureFigure } from './picture-figure';

describe('PictureFigure', () => {
  it('shows a captioned picture as a <figure> with its <figcaption>', () => {
    const { container } = render(
      <PictureFigure caption="  Sports day 2026 " className="placed">
        <img src="/a.png" alt="Children run the relay" />
      </PictureFigure>,
    );
    const figure = container.querySelector('figure');
    expect(figure?.classList.contains('placed')).toBe(true);
    expect(figure?.querySelector('img')?.getAttribute('alt')).toBe('Children run the relay');
    expect(figure?.querySelector('figcaption')?.textContent).toBe('Sports day 2026');
  });

  it.each([[undefined], [''], ['   ']])('shows the picture alone without a caption (%p)', (caption) => {
    const { container } = render(
      <PictureFigure caption={caption}>
        <img src="/a.png" alt="" />
      </PictureFigure>,
    );
    expect(container.querySelector('figure')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
  });
});
