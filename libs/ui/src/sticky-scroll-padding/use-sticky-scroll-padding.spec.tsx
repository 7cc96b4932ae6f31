import { render } from '@testing-library/react';
import { useRef } from 'react';
import { STICKY_BAR_ATTRIBUTE, useStickyScrollPadding } from './use-sticky-scroll-padding';

function Bar({ height, enabled = true }: { height: number; enabled?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useStickyScrollPadding(ref, enabled);
  return (
    <header
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ height }) as DOMRect;
      }}
    >
      bar
    </header>
  );
}

describe('useStickyScrollPadding', () => {
  it('keeps the page scroll padding at the tallest sticky bar plus a little room, and gives it back after', () => {
    const { rerender, unmount } = render(
      <>
        <Bar height={56} />
        <Bar height={72.4} />
      </>,
    );
    expect(document.documentElement.style.scrollPaddingTop).toBe('81px');
    expect(document.querySelectorAll(`[${STICKY_BAR_ATTRIBUTE}]`)).toHaveLength(2);
    rerender(
      <>
        <Bar height={56} />
        <Bar height={72.4} enabled={false} />
      </>,
    );
    expect(document.documentElement.style.scrollPaddingTop).toBe('64px');
    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
  });
});
