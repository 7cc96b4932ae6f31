import { pictureThatFits, withPicturesThatFit } from './picture-that-fits';

const MB = 1024 * 1024;
const picture = (name: string, bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

describe('pictureThatFits', () => {
  const drawn: { width: number; height: number; qualities: number[] } = { width: 0, height: 0, qualities: [] };
  const realGetContext = HTMLCanvasElement.prototype.getContext;
  const realToBlob = HTMLCanvasElement.prototype.toBlob;

  beforeEach(() => {
    drawn.qualities = [];
    globalThis.createImageBitmap = jest.fn(async () => ({ width: 6000, height: 4000, close: () => undefined }));
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      drawn.width = this.width;
      drawn.height = this.height;
      return { fillRect: () => undefined, drawImage: () => undefined } as unknown as CanvasRenderingContext2D;
    } as unknown as typeof realGetContext;
    // The photo fits from the second quality tried on.
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback, _type?: string, quality?: number) {
      drawn.qualities.push(quality ?? 1);
      callback(new Blob([new Uint8Array(drawn.qualities.length === 1 ? 9 * MB : 3 * MB)], { type: 'image/jpeg' }));
    };
  });

  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = realGetContext;
    HTMLCanvasElement.prototype.toBlob = realToBlob;
  });

  it('scales a phone photo over 8 MB down to 2400 px on its long side, as a JPEG that fits', async () => {
    const fitted = await pictureThatFits(picture('sports-day.png', 8.4 * MB, 'image/png'));
    expect({ name: fitted.name, type: fitted.type, size: fitted.size }).toEqual({ name: 'sports-day.jpg', type: 'image/jpeg', size: 3 * MB });
    expect(drawn).toEqual({ width: 2400, height: 1600, qualities: [0.9, 0.82] });
  });

  it('sends as they are: pictures within the limit, GIFs (they may move) and what the browser cannot read', async () => {
    const small = picture('small.jpg', 2 * MB);
    expect(await pictureThatFits(small)).toBe(small);
    const gif = picture('moving.gif', 9 * MB, 'image/gif');
    expect(await pictureThatFits(gif)).toBe(gif);
    globalThis.createImageBitmap = jest.fn(async () => Promise.reject(new Error('cannot decode')));
    const unreadable = picture('photo.jpg', 9 * MB);
    expect(await pictureThatFits(unreadable)).toBe(unreadable);
  });

  it('replaces only the pictures over the limit in a form, keeping the other fields', async () => {
    const form = new FormData();
    form.append('sliderQuote', 'Sports day');
    form.append('sliderImage', picture('big.jpg', 9 * MB));
    const fitted = await withPicturesThatFit(form);
    expect(fitted.get('sliderQuote')).toBe('Sports day');
    expect((fitted.get('sliderImage') as File).size).toBe(3 * MB);

    const within = new FormData();
    within.append('sliderImage', picture('small.jpg', MB));
    expect(await withPicturesThatFit(within)).toBe(within);
  });
});
