/**
 * Draws the app icons of the web app manifest without any image library: the favicon's
 * white check mark on its blue, as PNGs written with node:zlib. Run once; the PNGs are committed.
 *   npx tsx scripts/icons/generate.ts
 * `any` icons are a rounded square on transparency; the maskable one fills the whole square and keeps
 * the mark inside the central 80 % safe zone (a launcher may cut a circle out of it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const blue = [0x24, 0x57, 0xd6] as const;
const outDir = resolve(import.meta.dirname, '../../web/public/icons');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Distance from point p to the segment a-b. */
const segmentDistance = (px: number, py: number, ax: number, ay: number, bx: number, by: number) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};

function drawIcon(size: number, maskable: boolean): Buffer {
  // In the favicon's 32-unit box: the check runs (9,16.5) -> (13.5,21) -> (23,11), 3.2 wide.
  // A maskable icon draws it at 75 % around the centre, inside the safe zone.
  const scale = (maskable ? 0.75 : 1) * (size / 32);
  const offset = maskable ? (size - 32 * scale) / 2 : 0;
  const at = (x: number) => offset + x * scale;
  const radius = maskable ? 0 : 8 * (size / 32);
  const half = 1.6 * scale;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      // Rounded-square coverage (antialiased by one pixel).
      const qx = Math.max(radius - cx, cx - (size - radius), 0);
      const qy = Math.max(radius - cy, cy - (size - radius), 0);
      const inside = radius === 0 ? 1 : Math.max(0, Math.min(1, radius - Math.hypot(qx, qy) + 0.5));
      const d = Math.min(
        segmentDistance(cx, cy, at(9), at(16.5), at(13.5), at(21)),
        segmentDistance(cx, cy, at(13.5), at(21), at(23), at(11)),
      );
      const mark = Math.max(0, Math.min(1, half - d + 0.5));
      const i = 1 + x * 4;
      row[i] = Math.round(blue[0] + (255 - blue[0]) * mark);
      row[i + 1] = Math.round(blue[1] + (255 - blue[1]) * mark);
      row[i + 2] = Math.round(blue[2] + (255 - blue[2]) * mark);
      row[i + 3] = Math.round(255 * inside);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
] as const) {
  writeFileSync(join(outDir, name), drawIcon(size, maskable));
  console.log(`web/public/icons/${name}`);
}
