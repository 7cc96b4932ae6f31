import { FILE_RULES } from '@schoolpage/content-contract';

/** The server keeps pictures at most this many pixels on the long side: a larger copy would not be used. */
const LONGEST_SIDE = 2400;
/** JPEG qualities tried in turn until the picture fits. */
const QUALITIES = [0.9, 0.82, 0.72, 0.6];
/** Pictures that can be redrawn without losing anything people see (a GIF may move, so it is sent as it is). */
const REDRAWN_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A chosen picture over the server's limit (a phone photo of 8.4 MB), scaled down in the browser to fit it, as a
 * JPEG named like the original; any other file, or a picture the browser cannot read, as it is (the server's
 * limit stays the real guard and names the problem).
 */
export async function pictureThatFits(file: File, maxBytes = FILE_RULES.image.maxBytes): Promise<File> {
  if (!REDRAWN_TYPES.includes(file.type) || file.size <= maxBytes) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff'; // a transparent PNG gets a white ground, as JPEG has no transparency
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxBytes) return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
    }
  } catch {
    // Not a picture this browser can read: the server says what is wrong with it.
  }
  return file;
}

/** A form with each picture over the server's limit replaced by its scaled-down copy (the other fields as they were). */
export async function withPicturesThatFit(form: FormData): Promise<FormData> {
  const entries = [...form.entries()];
  if (!entries.some(([, value]) => value instanceof File && value.size > FILE_RULES.image.maxBytes)) return form;
  const fitted = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      fitted.append(name, value);
    } else {
      const file = await pictureThatFits(value);
      fitted.append(name, file, file.name);
    }
  }
  return fitted;
}
