import sharp from 'sharp';

/** A small real PNG. */
export function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

/** A JPEG carrying EXIF metadata with a GPS position, as phone cameras write it. */
export function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

/** A minimal PDF (magic bytes and trailer). */
export function pdfFile(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

/** Text pretending to be an image (name and declared type say PNG). */
export function fakeImage(): Buffer {
  return Buffer.from('<script>alert(1)</script> this is not an image');
}
