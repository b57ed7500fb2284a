/** Thrown while reading a body that grows past the limit; platform-fetch turns it into a ConnectorError. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
  }
}

/** Collects a body (a web ReadableStream or a Node stream) and stops as soon as it passes `maxBytes`. */
export async function readLimited(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  onAbandon: () => void = () => {},
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new BodyTooLarge(maxBytes);
      parts.push(chunk);
    }
  } catch (error) {
    onAbandon();
    throw error;
  }
  return Buffer.concat(parts);
}
