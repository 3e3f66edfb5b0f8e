import { deflateSync } from 'node:zlib';

/**
 * Header images of the demo collections, drawn when the seed runs (a few
 * hundred bytes of code instead of stored PNG files): a diagonal gradient
 * between two colours with soft stripes, 960×320 (the 3:1 frame the pages
 * show header images in).
 */
export interface BannerSeed {
  /** Fixed, so every seeded database serves it at the same address. */
  uuid: string;
  from: [number, number, number];
  to: [number, number, number];
}

const WIDTH = 960;
const HEIGHT = 320;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The banner as a PNG file (8-bit RGB). */
export function bannerPng({ from, to }: BannerSeed): Buffer {
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const stripe = Math.floor((x + y) / 80) % 2 === 0 ? 1 : 0.93;
      for (let c = 0; c < 3; c++) {
        rows[row + 1 + x * 3 + c] = Math.round(
          (from[c] + (to[c] - from[c]) * t) * stripe,
        );
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
