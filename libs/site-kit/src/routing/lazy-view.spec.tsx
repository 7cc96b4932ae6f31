import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyView } from './lazy-view';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyView', () => {
  it('fetches its code when first drawn, shows nothing meanwhile, then the view with its props', async () => {
    const code = deferred<typeof Greeting>();
    const load = jest.fn(() => code.promise);
    const Lazy = lazyView(load);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Lazy name="Asha" />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once its code is loaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyView(load);
    await Lazy.load();
    await Lazy.load();

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ravi" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('Hello Ravi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what the page shows when its code cannot be fetched, asking the server for the address once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom reports the reload it cannot do as an error: that report is the reload asked for.
    const reload = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyView<{ name: string }>(() => Promise.reject(new Error('chunk gone')));
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Lazy name="Meera" />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded:', expect.any(Error));
    expect(sessionStorage.getItem('site-page-reloaded')).toBe(window.location.href);
    expect(reload).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('navigation') }));
    warn.mockRestore();
    reload.mockRestore();
  });
});
