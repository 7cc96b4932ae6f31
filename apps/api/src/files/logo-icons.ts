import { sniffMimeType } from './file-sniffer';
import { IMAGE_TYPES, untrustedImage } from './image-reencoder';
import type { ReceivedFile } from './upload.service';

/** Browsers' tab icon, in pixels (square). */
export const FAVICON_SIZE = 32;
/** The icon iOS puts on the home screen, in pixels (square). */
export const APPLE_TOUCH_ICON_SIZE = 180;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The square PNG icons a school's pages link to, made from its logo. */
export interface LogoIcons {
  favicon: ReceivedFile;
  appleTouchIcon: ReceivedFile;
}

/**
 * The favicon (32×32) and apple-touch-icon (180×180) of an uploaded logo: the whole logo fitted inside
 * the square on white, as PNG. Undefined when the upload is not a JPEG, PNG, WebP or GIF picture that can
 * be read; the logo's own upload then refuses it with the usual message.
 */
export async function logoIcons(logo: ReceivedFile): Promise<LogoIcons | undefined> {
  const mime = await sniffMimeType(logo.buffer);
  if (!mime || !IMAGE_TYPES[mime]) return undefined;
  try {
    const favicon = await squareIcon(logo.buffer, FAVICON_SIZE);
    const appleTouchIcon = await squareIcon(logo.buffer, APPLE_TOUCH_ICON_SIZE);
    return { favicon: received(logo, favicon), appleTouchIcon: received(logo, appleTouchIcon) };
  } catch {
    return undefined;
  }
}

async function squareIcon(data: Buffer, size: number): Promise<Buffer> {
  return (await untrustedImage(data))
    .rotate()
    .resize(size, size, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function received(logo: ReceivedFile, icon: Buffer): ReceivedFile {
  return { fieldname: logo.fieldname, buffer: icon, size: icon.length };
}
