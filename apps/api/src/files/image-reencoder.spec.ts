import sharp from 'sharp';
import { MAX_STORED_IMAGE_SIDE, reencodeImage } from './image-reencoder';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } });

describe('reencodeImage', () => {
  it(`scales a large photo down to ${MAX_STORED_IMAGE_SIDE} px on its long side, keeping its shape`, async () => {
    const jpeg = await reencodeImage(await photo(4000, 2250).jpeg().toBuffer(), 'jpg');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1350 });
    const png = await reencodeImage(await photo(1000, 3000).png().toBuffer(), 'png');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 800, height: 2400 });
  });

  it('keeps a photo that is small enough at its size', async () => {
    const jpeg = await reencodeImage(await photo(1200, 800).jpeg().toBuffer(), 'jpg');
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it('refuses a picture declaring more than 40 megapixels without decoding it', async () => {
    const header = await photo(7000, 6000).jpeg({ quality: 10 }).toBuffer();
    await expect(reencodeImage(header, 'jpg')).rejects.toMatchObject({ tooManyPixels: true });
  });
});
