// Speed of the Geyser engine: the battle odds preview, and whole rounds of play with battles and Firings.
import { mulberry32, timingLine } from '../../bench-kit';
import { rollBattle, startBattle } from './battle';
import { claimGeyser } from './geysers';
import { battleOdds } from './odds';
import { endTurn, fire } from './rounds';
import { must, sketchGame } from './testkit';
import { RINGS, type GeyserState } from './types';

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
    timingLine('geyser', 'battleOdds (36 face pairs)', odds, 'previews', 'median < 1 ms', 4),
    timingLine('geyser', 'whole round (4 turns with a battle each, Firing)', rounds, 'rounds', 'median < 5 ms', 4),
  ];
}
