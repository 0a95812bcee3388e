// Speed of the Geyser engine: the battle odds preview, and whole rounds of play with battles and Firings.
import { rollBattle, startBattle } from './battle';
import { claimGeyser } from './geysers';
import { battleOdds } from './odds';
import { endTurn, fire } from './rounds';
import { must, sketchGame } from './testkit';
import { RINGS, type GeyserState } from './types';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stats(label: string, times: number[], unit: string, target: string): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `geyser ${label}: median ${at(0.5).toFixed(4)} ms, p95 ${at(0.95).toFixed(4)} ms, worst ${at(1).toFixed(4)} ms over ${times.length} ${unit} (target: ${target})`;
}

// One round for 4 players: each claims a geyser and battles its left neighbour to the end, then the Firing.
function playRound(s: GeyserState, d6: () => number): GeyserState {
  for (let i = 0; i < 4; i++) {
    const me = s.order[s.turn] as number;
    s = must(claimGeyser(s, me, RINGS[Math.floor(d6() - 1)] ?? '7'));
    s = must(startBattle(s, me, (me + 1) % 4));
    while (s.battle?.ended === null) s = must(rollBattle(s, d6(), d6()));
    s = must(endTurn(s));
  }
  return must(fire(s, [d6(), d6()]));
}

/** Runs the Geyser measurements and returns one line each. */
export function bench(now: () => number): string[] {
  const rand = mulberry32(5);
  const d6 = () => 1 + Math.floor(rand() * 6);
  const odds: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const [a, d] = [Math.floor(rand() * 12), Math.floor(rand() * 12)];
    const t0 = now();
    battleOdds(a, d);
    odds.push(now() - t0);
  }
  const rounds: number[] = [];
  let s = sketchGame([{}, {}, {}, {}]);
  for (let i = 0; i < 500; i++) {
    const t0 = now();
    s = playRound(s, d6);
    rounds.push(now() - t0);
    if (i % 50 === 49) s = sketchGame([{}, {}, {}, {}]);
  }
  return [
    stats('battleOdds (36 face pairs)', odds, 'previews', 'median < 1 ms'),
    stats('whole round (4 turns with a battle each, Firing)', rounds, 'rounds', 'median < 5 ms'),
  ];
}
