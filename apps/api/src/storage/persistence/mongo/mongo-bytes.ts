/** Bytes as the driver gives them back: a BSON Binary (its `position` bytes of `buffer` are the value) or a Buffer. */
export type StoredBytes = Uint8Array | { buffer: Uint8Array; position?: number };

/** The stored bytes exactly, without a copy: the Binary's own length, never the size of the memory under it. */
export function exactBytes(stored: StoredBytes): Buffer {
  const bytes = stored instanceof Uint8Array ? stored : stored.buffer.subarray(0, stored.position ?? stored.buffer.byteLength);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
