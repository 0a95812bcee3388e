import { mulberry32, percentiles as stats } from '../../bench-kit';
import type { Board } from './board';
import { flowTargets } from './flow';
import { settle } from './settle';

/** A board of random sandbags with `units` units dropped on random columns, unsettled. */
function randomBoard(side: number, units: number, depthMax: number, rand: () => number): Board {
  const n = side * side;
  const int = (k: number) => Math.floor(rand() * k);
  const sandbags = Array.from({ length: n }, () => int(4));
  const depth = Array.from({ length: n }, () => (depthMax > 0 ? int(depthMax + 1) : 0));
  for (let u = 0; u < units; u++) depth[int(n)]!++;
  return {
    width: side, height: side, sandbags, depth,
    leaks: [{ row: 0, col: 0 }, { row: side - 1, col: side - 1 }],
    pod: { row: side - 1, col: 0 }, controlRoom: { row: 0, col: side - 1 }, crew: {},
  };
}

const fmt = (x: number, digits = 2) => x.toFixed(digits);

/** Speed measurements for issue 5: flowTargets on 8×8, settle on 12×12 with 200 units, and growth up to 64×64. */
export function bench(now: () => number): string[] {
  const lines: string[] = [];
  const rand = mulberry32(0xc0ffee);

  // flowTargets: every wet cell of 200 random 8×8 boards, timed in batches because
  // one call is far below the clock's resolution.
  const perCall: number[] = [];
  let calls = 0;
  for (let k = 0; k < 200; k++) {
    const b = randomBoard(8, 0, 3, rand);
    const wet = b.depth.flatMap((d, i) => (d > 0 ? [{ row: Math.floor(i / 8), col: i % 8 }] : []));
    const reps = 50;
    const t0 = now();
    for (let r = 0; r < reps; r++) for (const c of wet) flowTargets(b, c);
    perCall.push(((now() - t0) * 1000) / (reps * wet.length));
    calls += reps * wet.length;
  }
  const f = stats(perCall);
  lines.push(
    `crackers flowTargets 8x8: median ${fmt(f.median)} µs, p95 ${fmt(f.p95)} µs, worst ${fmt(f.worst)} µs per call ` +
      `(board averages over ${calls} calls on 200 boards; target: microseconds)`,
  );

  // flowTargets at its dearest on 8×8: a unit pumped onto a leak beside a still lake
  // that covers the whole board, so the walk visits every cell before it finds the one
  // dry corner it must stop at.
  {
    const depth = Array<number>(64).fill(1);
    depth[0] = 2;
    depth[63] = 0;
    const b: Board = { ...randomBoard(8, 0, 0, () => 0), depth };
    const reps = 20_000;
    const t0 = now();
    for (let r = 0; r < reps; r++) flowTargets(b, { row: 0, col: 0 });
    const per = ((now() - t0) * 1000) / reps;
    lines.push(`crackers flowTargets 8x8 whole-board lake (worst case): ${fmt(per)} µs per call over ${reps} calls`);
  }

  // settle: 12×12 boards of random sandbags holding 200 unsettled units, either
  // dropped on random columns or piled 100 high on each leak point (the worst case:
  // every unit then flows, many of them far). The first board of each kind is timed
  // apart: it includes the JIT warming up, as the app's first settle would.
  for (const piled of [false, true]) {
    const times: number[] = [];
    let cold = 0;
    let flows = 0;
    for (let k = 0; k <= 60; k++) {
      const b = randomBoard(12, piled ? 0 : 200, 0, rand);
      if (piled) {
        const depth = b.depth.slice();
        depth[0] = 100;
        depth[143] = 100;
        Object.assign(b, { depth });
      }
      const t0 = now();
      settle(b);
      if (k === 0) cold = now() - t0;
      else times.push(now() - t0);
      if (k === 0) settle(b, (targets) => (flows++, targets[0]!));
    }
    const s = stats(times);
    lines.push(
      `crackers settle 12x12 with 200 units ${piled ? 'piled on the 2 leaks' : 'on random columns'}: ` +
        `first (cold) ${fmt(cold)} ms, then median ${fmt(s.median)} ms, p95 ${fmt(s.p95)} ms, worst ${fmt(s.worst)} ms ` +
        `over 60 boards, ${flows} flows on the first (target: < 20 ms)`,
    );
  }

  // Growth: the same density of units (200 per 144 cells) on larger boards.
  for (const side of [16, 32, 64]) {
    const units = Math.round((200 * side * side) / 144);
    const runs = side === 64 ? 3 : 8;
    const ts: number[] = [];
    let flows = 0;
    for (let k = 0; k < runs; k++) {
      const b = randomBoard(side, units, 0, rand);
      const t0 = now();
      settle(b);
      ts.push(now() - t0);
      if (k === 0) settle(b, (targets) => (flows++, targets[0]!));
    }
    const g = stats(ts);
    const target = side === 64 ? ' (target: < 1000 ms)' : '';
    lines.push(
      `crackers settle ${side}x${side} with ${units} units: median ${fmt(g.median, 1)} ms, worst ${fmt(g.worst, 1)} ms ` +
        `over ${runs} boards, ${flows} flows on the first (${fmt((g.median * 1000) / Math.max(flows, 1))} µs per flow)${target}`,
    );
  }
  return lines;
}
