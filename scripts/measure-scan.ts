// Measure the Moon Drop photo reader (src/games/moondrop/scan) on generated photos: how often
// findGrid lands within a quarter cell, how many cells and whole sheets readSheetPhoto gets right,
// how its confidence separates wrong cells from right ones, and how long a photo takes.
// Test seeds only (1..N); training uses seeds from 100000.
// Build and run: npx rolldown scripts/measure-scan.ts --file /tmp/measure-scan.mjs --platform node && node /tmp/measure-scan.mjs [options]
//   --from 1 --to 200     seeds
//   --size 800x600        photo size (4000x3000 for 12 MP)
//   --grid-only           only findGrid
//   --png DIR             write the photos findGrid misses (found quad in red, true one in green) to DIR
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { mulberry32 } from '../src/games/moondrop/engine/random-sheet';
import { readCells } from '../src/games/moondrop/scan/cells';
import { findGrid } from '../src/games/moondrop/scan/grid';
import { readSheetPhoto } from '../src/games/moondrop/scan/index';
import { cellWidth, cornerError, newTally, tallyReading } from '../src/games/moondrop/scan/measure';
import { drawPolyline, type Raster } from '../src/games/moondrop/scan/raster';
import { randomScanCase } from '../src/games/moondrop/scan/synth';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const from = Number(arg('from', '1'));
const to = Number(arg('to', '200'));
const [width, height] = arg('size', '800x600').split('x').map(Number) as [number, number];
const gridOnly = process.argv.includes('--grid-only');
const pngDir = process.argv.includes('--png') ? arg('png', '/tmp/scan-png') : null;

/** An RGB PNG of a raster (no filtering: these are debugging pictures). */
function png(r: Raster): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(r.width, 0);
  ihdr.writeUInt32BE(r.height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((r.width * 3 + 1) * r.height);
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      for (let c = 0; c < 3; c++) raw[y * (r.width * 3 + 1) + 1 + x * 3 + c] = r.data[(y * r.width + x) * 4 + c]!;
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(2)}%`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

let gridHits = 0;
let noGrid = 0;
const gridTimes: number[] = [];
const readTimes: number[] = [];
let trueCellsRight = 0;
const tally = newTally();
const { right, wrong, confusions } = tally;
const misses: string[] = [];
if (pngDir) mkdirSync(pngDir, { recursive: true });
for (let seed = from; seed <= to; seed++) {
  const c = randomScanCase(mulberry32(seed), { width, height });
  const cw = cellWidth(c.corners);
  // CPU time, not wall time: the machine may be busy with other work.
  let t = cpuMs();
  const g = findGrid(c.image);
  gridTimes.push(cpuMs() - t);
  const err = 'error' in g ? Infinity : cornerError(g.corners, c.corners);
  if ('error' in g) noGrid++;
  if (err < 0.25) gridHits++;
  else {
    const s = c.style;
    misses.push(`seed ${seed}: ${'error' in g ? 'no grid' : `off ${err.toFixed(2)} cell, score ${g.score.toFixed(2)}`} (${s.grid}, fill ${s.fill.toFixed(2)}, tilt ${s.tilt.toFixed(0)}, cell ${cw.toFixed(1)} px, pen alpha ${s.penAlpha.toFixed(2)}, blur ${s.blur.toFixed(1)}, noise ${s.noise.toFixed(0)}, table ${s.table})`);
    if (pngDir) {
      const img: Raster = { width: c.image.width, height: c.image.height, data: Uint8ClampedArray.from(c.image.data) };
      drawPolyline(img, c.corners, 1.5, [0, 200, 0], 1, true);
      if (!('error' in g)) drawPolyline(img, g.corners, 1.5, [230, 0, 0], 1, true);
      writeFileSync(`${pngDir}/grid-${seed}.png`, png(img));
    }
  }
  if (gridOnly) continue;
  t = cpuMs();
  const read = readSheetPhoto(c.image);
  readTimes.push(cpuMs() - t);
  tallyReading(tally, c.text, read);
  const want = c.text.replace(/\n/g, '');
  const truth = readCells(c.image, c.corners).text.replace(/\n/g, '');
  for (let i = 0; i < 81; i++) if (truth[i] === want[i]) trueCellsRight++;
}
const n = to - from + 1;
const cells = right.length + wrong.length;
const cellsRight = right.length;
const { sheetsRight } = tally;
console.log(`seeds ${from}..${to} at ${width}x${height}`);
console.log(`grid within 1/4 cell: ${pct(gridHits, n)} (${gridHits}/${n}; no grid ${noGrid})`);
console.log(`findGrid CPU ms: median ${quantile(gridTimes, 0.5).toFixed(0)}, worst ${Math.max(...gridTimes).toFixed(0)}`);
for (const m of misses) console.log(`  ${m}`);
if (!gridOnly) {
  const p5 = quantile(right, 0.05);
  console.log(`cells right: ${pct(cellsRight, cells)} (${cells - cellsRight} wrong); with true corners ${pct(trueCellsRight, cells)}`);
  console.log(`sheets entirely right: ${pct(sheetsRight, n)}`);
  console.log(`confidence: right mean ${mean(right).toFixed(3)}, 5th pct ${p5.toFixed(3)}; wrong mean ${mean(wrong).toFixed(3)}, median ${quantile(wrong, 0.5).toFixed(3)}`);
  console.log(`wrong cells below right cells' 5th percentile: ${pct(wrong.filter((w) => w < p5).length, wrong.length)}`);
  console.log(`readSheetPhoto CPU ms: median ${quantile(readTimes, 0.5).toFixed(0)}, worst ${Math.max(...readTimes).toFixed(0)}`);
  console.log(`confusions: ${[...confusions].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
