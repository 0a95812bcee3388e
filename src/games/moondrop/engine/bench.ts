import { percentiles } from '../../bench-kit';
import { scoreAllOrders } from './orders';
import { mulberry32, randomCards, randomSheet } from './random-sheet';
import { scoreSheet } from './score';

const SHEETS = 1000;
const PACKED = 300;

function ms(v: number): string {
  return `${v.toFixed(1)} ms`;
}

function line(name: string, times: number[], target: string): string {
  const { median, p95, worst } = percentiles(times);
  const p99 = [...times].sort((a, b) => a - b)[Math.floor(0.99 * times.length)] ?? worst;
  return `moondrop ${name}: median ${ms(median)}, p95 ${ms(p95)}, p99 ${ms(p99)}, worst ${ms(worst)} over ${times.length} sheets (target: ${target})`;
}

/**
 * Speed of best-play scoring (issue 4): sheets of 7 random legal blocks (random faces,
 * places and Life Support/Hydroponics picks) with 3 random crises and 2 random goals,
 * from a fixed seed so that runs compare.
 */
export function bench(now: () => number): string[] {
  const rand = mulberry32(20190711);
  const one: number[] = [];
  const all: number[] = [];
  for (let k = 0; k < SHEETS; k++) {
    const sheet = randomSheet(rand);
    const { crises, goals } = randomCards(rand);
    let t = now();
    scoreSheet(sheet, crises, goals);
    one.push(now() - t);
    t = now();
    scoreAllOrders(sheet, crises, goals);
    all.push(now() - t);
  }
  // Players build compact bases: the same blocks packed into a 6 x 6 corner leave many more
  // Rooms standing for the crises to choose from (the scorer's hardest sheets).
  const packed: number[] = [];
  for (let k = 0; k < PACKED; k++) {
    const sheet = randomSheet(rand, 7, 6);
    const { crises, goals } = randomCards(rand);
    const t = now();
    scoreAllOrders(sheet, crises, goals);
    packed.push(now() - t);
  }
  return [
    line('scoreSheet', one, 'median < 20 ms, worst < 200 ms'),
    line('scoreAllOrders (6 orders)', all, 'median < 100 ms'),
    line('scoreAllOrders on sheets packed in a 6x6 corner', packed, 'no target; the worker keeps the page responsive'),
  ];
}
