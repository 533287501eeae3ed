const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(data: Buffer): boolean {
  return data.length >= 24 && data.subarray(0, 8).equals(SIGNATURE);
}

/** Width and height from a PNG's IHDR chunk, or undefined when the data is not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | undefined {
  if (!isPng(data)) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
