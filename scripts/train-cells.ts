// Train the Moon Drop cell reader's tiny MLP (src/games/moondrop/scan/cells.ts) on synthetic
// photos, and write its weights to cells-model.ts. Each photo is read through corners moved off
// the true ones by up to JITTER of a cell (findGrid's corners are good, not perfect), so the
// model learns cells that sit a little off their squares. Deterministic: the training sheets are
// seeds TRAIN_SEED.. and the jitter and weights come from a seeded generator. Each sheet is also
// read once with its corners turned (1..3 quarter turns): there, symbols with a top (L H Q D) are
// labelled as an extra eighth class, "turned", which orientation() uses.
// Build and run: npx rolldown scripts/train-cells.ts --file /tmp/train-cells.mjs --platform node && node /tmp/train-cells.mjs [sheets] [hidden]
import { writeFileSync } from 'node:fs';
import { mulberry32 } from '../src/games/moondrop/engine/random-sheet';
import { CELL_CLASSES, FEATURE_COUNT, turnedFeatures } from '../src/games/moondrop/scan/cells';
import { randomScanCase } from '../src/games/moondrop/scan/synth';

const TRAIN_SEED = 100_000;
const SHEETS = Number(process.argv[2] ?? 1500); // the committed model: 1500
const HIDDEN = Number(process.argv[3] ?? 32);
/** Largest corner offset, in cells, each way. */
const JITTER = 0.15;
const EPOCHS = 30;
const OUT = 'src/games/moondrop/scan/cells-model.ts'; // run from the repository root

const ROTATED = CELL_CLASSES.length;
const rand = mulberry32(7);
const xs: Float32Array[] = [];
const ys: number[] = [];
const t0 = Date.now();
for (let s = 0; s < SHEETS; s++) {
  const c = randomScanCase(mulberry32(TRAIN_SEED + s));
  let side = 0;
  for (let i = 0; i < 4; i++) side += Math.hypot(c.corners[(i + 1) % 4]![0] - c.corners[i]![0], c.corners[(i + 1) % 4]![1] - c.corners[i]![1]);
  // This sheet's jitter: anything from none to JITTER, so near-true corners are seen too.
  const reach = (rand() * JITTER * side) / 36;
  const corners = c.corners.map(([x, y]): [number, number] => [x + (2 * rand() - 1) * reach, y + (2 * rand() - 1) * reach]);
  const all = turnedFeatures(c.image, corners);
  const feats = all[0]!;
  const cells = c.text.replace(/\n/g, '');
  for (let i = 0; i < 81; i++) {
    xs.push(feats[i]!);
    ys.push(CELL_CLASSES.indexOf(cells[i]! as (typeof CELL_CLASSES)[number]));
  }
  // The same photo read with its corners turned k quarter turns: symbols with a top (L H Q D)
  // become the extra class ROTATED; empty cells, dots and squares keep their class.
  const k = 1 + (s % 3);
  const tf = all[k]!;
  for (let r = 0; r < 9; r++) {
    for (let col = 0; col < 9; col++) {
      // Turned reading's (r, col) is the sheet cell reached by turning back k quarter turns.
      let [sr, sc] = [r, col];
      for (let t = 0; t < k; t++) [sr, sc] = [sc, 8 - sr];
      const ch = cells[sr * 9 + sc]!;
      if (ch === '.' && rand() < 0.7) continue;
      xs.push(tf[r * 9 + col]!);
      ys.push('LHQD'.includes(ch) ? ROTATED : CELL_CLASSES.indexOf(ch as (typeof CELL_CLASSES)[number]));
    }
  }
  if (s % 50 === 0) console.log(`sheet ${s} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
const n = xs.length;
const d = FEATURE_COUNT;
const K = CELL_CLASSES.length + 1;
const counts = Array.from({ length: K }, (_, k) => ys.filter((y) => y === k).length);
console.log('cells', n, 'per class', counts.join(' '));

// Standardise.
const mean = new Float64Array(d);
const scale = new Float64Array(d);
for (const x of xs) for (let i = 0; i < d; i++) mean[i]! += x[i]! / n;
for (const x of xs) for (let i = 0; i < d; i++) scale[i]! += (x[i]! - mean[i]!) ** 2 / n;
for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]!) + 0.05;
const X = xs.map((x) => Float64Array.from(x, (v, i) => (v - mean[i]!) / scale[i]!));

// MLP d -> HIDDEN (relu) -> K, softmax cross-entropy, Adam.
const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
const w1 = Float64Array.from({ length: HIDDEN * d }, () => gauss() * Math.sqrt(2 / d));
const b1 = new Float64Array(HIDDEN);
const w2 = Float64Array.from({ length: K * HIDDEN }, () => gauss() * Math.sqrt(1 / HIDDEN));
const b2 = new Float64Array(K);
const params = [w1, b1, w2, b2];
const grads = params.map((p) => new Float64Array(p.length));
const m1 = params.map((p) => new Float64Array(p.length));
const m2 = params.map((p) => new Float64Array(p.length));
let step = 0;
const hid = new Float64Array(HIDDEN);
const out = new Float64Array(K);
const dh = new Float64Array(HIDDEN);

function forward(x: Float64Array): void {
  for (let j = 0; j < HIDDEN; j++) {
    let s = b1[j]!;
    for (let i = 0; i < d; i++) s += w1[j * d + i]! * x[i]!;
    hid[j] = s > 0 ? s : 0;
  }
  let max = -Infinity;
  for (let k = 0; k < K; k++) {
    let s = b2[k]!;
    for (let j = 0; j < HIDDEN; j++) s += w2[k * HIDDEN + j]! * hid[j]!;
    out[k] = s;
    max = Math.max(max, s);
  }
  let t = 0;
  for (let k = 0; k < K; k++) t += out[k] = Math.exp(out[k]! - max);
  for (let k = 0; k < K; k++) out[k] = out[k]! / t;
}

const order = Array.from({ length: n }, (_, i) => i);
const BATCH = 64;
const WD = 1e-4;
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const lr = 0.002 * (epoch < EPOCHS * 0.6 ? 1 : epoch < EPOCHS * 0.85 ? 0.3 : 0.1);
  let loss = 0;
  let right = 0;
  for (let b = 0; b < n; b += BATCH) {
    for (const g of grads) g.fill(0);
    const end = Math.min(n, b + BATCH);
    for (let t = b; t < end; t++) {
      const x = X[order[t]!]!;
      const y = ys[order[t]!]!;
      forward(x);
      loss -= Math.log(out[y]! + 1e-12);
      let arg = 0;
      for (let k = 1; k < K; k++) if (out[k]! > out[arg]!) arg = k;
      if (arg === y) right++;
      dh.fill(0);
      for (let k = 0; k < K; k++) {
        const g = out[k]! - (k === y ? 1 : 0);
        grads[3]![k]! += g;
        for (let j = 0; j < HIDDEN; j++) {
          grads[2]![k * HIDDEN + j]! += g * hid[j]!;
          dh[j]! += g * w2[k * HIDDEN + j]!;
        }
      }
      for (let j = 0; j < HIDDEN; j++) {
        if (hid[j]! <= 0) continue;
        const g = dh[j]!;
        grads[1]![j]! += g;
        const row = j * d;
        for (let i = 0; i < d; i++) grads[0]![row + i]! += g * x[i]!;
      }
    }
    step++;
    const bs = end - b;
    for (let p = 0; p < params.length; p++) {
      const P = params[p]!;
      const G = grads[p]!;
      const A = m1[p]!;
      const B = m2[p]!;
      for (let i = 0; i < P.length; i++) {
        const g = G[i]! / bs + (p % 2 === 0 ? WD * P[i]! : 0);
        A[i] = 0.9 * A[i]! + 0.1 * g;
        B[i] = 0.999 * B[i]! + 0.001 * g * g;
        const ah = A[i]! / (1 - 0.9 ** step);
        const bh = B[i]! / (1 - 0.999 ** step);
        P[i] = P[i]! - (lr * ah) / (Math.sqrt(bh) + 1e-8);
      }
    }
  }
  console.log(`epoch ${epoch} loss ${(loss / n).toFixed(4)} acc ${(right / n).toFixed(4)}`);
}

// Numbers 16 to a line, so that the file reads as source and not as a minified one.
const fmt = (a: ArrayLike<number>, digits: number) => {
  const nums = Array.from(a, (v) => String(Number(v.toPrecision(digits))));
  const lines: string[] = [];
  for (let i = 0; i < nums.length; i += 16) lines.push(`    ${nums.slice(i, i + 16).join(', ')},`);
  return `[\n${lines.join('\n')}\n  ]`;
};
const text = `// Generated by scripts/train-cells.ts (${SHEETS} synthetic sheets from seed ${TRAIN_SEED}): do not edit.
// A ${d}-${HIDDEN}-${K} MLP (relu, softmax) over cells.ts's cell features; inputs standardised by mean and scale.
/* oxlint-disable approx-constant -- trained weights: a value near a math constant is a coincidence */
export const CELLS_MODEL = {
  inputs: ${d},
  hidden: ${HIDDEN},
  mean: ${fmt(mean, 4)},
  scale: ${fmt(scale, 4)},
  w1: ${fmt(w1, 3)},
  b1: ${fmt(b1, 4)},
  w2: ${fmt(w2, 4)},
  b2: ${fmt(b2, 4)},
};
`;
writeFileSync(OUT, text);
console.log(`wrote ${text.length} chars`);
