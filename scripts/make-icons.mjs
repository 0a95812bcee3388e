// Draws the app icons (a white d6 showing five on the theme colour) as PNGs, with no
// image library: run `node scripts/make-icons.mjs` after changing the design.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BG = [0x1b, 0x1d, 0x22];
const DIE = [0xf6, 0xf3, 0xec];
const PIP = [0x0b, 0x5c, 0xad];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Coverage of the shape at (u, v) in unit coordinates; 4x4 supersampling for smooth edges.
function roundedSquare(u, v, half, r) {
  const dx = Math.max(Math.abs(u - 0.5) - (half - r), 0);
  const dy = Math.max(Math.abs(v - 0.5) - (half - r), 0);
  return dx * dx + dy * dy <= r * r;
}
const PIPS = [
  [0.3, 0.3],
  [0.7, 0.3],
  [0.5, 0.5],
  [0.3, 0.7],
  [0.7, 0.7],
];

function icon(size, { dieHalf, roundBg }) {
  return png(size, (x, y) => {
    let bg = 0;
    let die = 0;
    let pip = 0;
    for (let sy = 0; sy < 4; sy++)
      for (let sx = 0; sx < 4; sx++) {
        const u = (x + (sx + 0.5) / 4) / size;
        const v = (y + (sy + 0.5) / 4) / size;
        const inBg = roundBg ? roundedSquare(u, v, 0.5, 0.18) : true;
        if (!inBg) continue;
        bg++;
        if (!roundedSquare(u, v, dieHalf, dieHalf * 0.28)) continue;
        die++;
        const pu = (u - 0.5) / (2 * dieHalf) + 0.5;
        const pv = (v - 0.5) / (2 * dieHalf) + 0.5;
        if (PIPS.some(([px, py]) => (pu - px) ** 2 + (pv - py) ** 2 <= 0.095 ** 2)) pip++;
      }
    const n = 16;
    const mix = (c) => Math.round((c[0] * (bg - die) + c[1] * (die - pip) + c[2] * pip) / Math.max(bg, 1));
    const rgb = [0, 1, 2].map((i) => mix([BG[i], DIE[i], PIP[i]]));
    return [...rgb, Math.round((255 * bg) / n)];
  });
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, { dieHalf: 0.33, roundBg: true }));
writeFileSync('public/icons/icon-512.png', icon(512, { dieHalf: 0.33, roundBg: true }));
// Maskable: full-bleed background, die inside the 80% safe circle.
writeFileSync('public/icons/icon-maskable-512.png', icon(512, { dieHalf: 0.25, roundBg: false }));
writeFileSync('public/icons/apple-touch-icon.png', icon(180, { dieHalf: 0.3, roundBg: false }));
console.log('icons written to public/icons');
