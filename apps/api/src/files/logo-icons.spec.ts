import sharp from 'sharp';
import { fakeImage, pdfFile, pixelBomb } from '../testing/upload-fixtures';
import { APPLE_TOUCH_ICON_SIZE, FAVICON_SIZE, logoIcons } from './logo-icons';

const upload = (buffer: Buffer) => ({ fieldname: 'organizationLogo', buffer, size: buffer.length });

/** A wide logo: a red bar with transparent surroundings. */
function wideLogo(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } } })
    .extend({ top: 20, bottom: 20, left: 0, right: 0, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

describe('logoIcons', () => {
  it('makes a 32×32 favicon and a 180×180 apple-touch-icon as PNG', async () => {
    const icons = (await logoIcons(upload(await wideLogo())))!;
    for (const [icon, size] of [[icons.favicon, FAVICON_SIZE], [icons.appleTouchIcon, APPLE_TOUCH_ICON_SIZE]] as const) {
      const { format, width, height } = await sharp(icon.buffer).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size });
      expect(icon.size).toBe(icon.buffer.length);
      expect(icon.fieldname).toBe('organizationLogo');
    }
    expect([FAVICON_SIZE, APPLE_TOUCH_ICON_SIZE]).toEqual([32, 180]);
  });

  it('fits the whole logo inside the square on white', async () => {
    const icons = (await logoIcons(upload(await wideLogo())))!;
    const { data, info } = await sharp(icons.appleTouchIcon.buffer).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(info.channels).toBe(3);
    expect(pixel(90, 2)).toEqual([255, 255, 255]);
    expect(pixel(90, 90)[0]).toBeGreaterThan(200);
    expect(pixel(90, 90)[1]).toBeLessThan(60);
    expect(pixel(2, 90)[0]).toBeGreaterThan(200);
  });

  it('makes nothing from a PDF, text or a picture with too many pixels', async () => {
    expect(await logoIcons(upload(pdfFile()))).toBeUndefined();
    expect(await logoIcons(upload(fakeImage()))).toBeUndefined();
    expect(await logoIcons(upload(pixelBomb()))).toBeUndefined();
  });
});
