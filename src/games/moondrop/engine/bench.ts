import { percentiles } from '../../bench-kit';
import { scoreAllOrders } from './orders';
import { mulberry32, randomCards, randomSheet } from './random-sheet';
import { scoreSheet } from './score';

const SHEETS = 1000;

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
  return [
    line('scoreSheet', one, 'median < 20 ms, worst < 200 ms'),
    line('scoreAllOrders (6 orders)', all, 'median < 100 ms'),
  ];
}
