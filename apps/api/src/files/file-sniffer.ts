/** The real type of some bytes, read from their magic numbers by file-type (an ESM-only package). */
export async function sniffMimeType(data: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(data))?.mime;
}
