/**
 * The image type of a file from its first bytes. The declared Content-Type
 * of an upload is chosen by the client and proves nothing.
 */
export function imageMimeType(data: Buffer): string | undefined {
  const starts = (bytes: number[], at = 0) =>
    bytes.every((b, i) => data[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (data[4] === 0x37 || data[4] === 0x39) &&
    data[5] === 0x61
  ) {
    return 'image/gif';
  }
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}
