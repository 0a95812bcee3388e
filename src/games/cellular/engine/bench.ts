// Speed of the Cellular Powerhouse engine: Scarcity rolls to a winner, and whole games from setup to the winner.
import { mulberry32, timingLine } from '../../bench-kit';
import { takeDice } from './dice';
import { finishGame, setNutrients } from './nutrients';
import { nextStep, pickGenome } from './rounds';
import { commitDice, startScarcity } from './scarcity';
import { rollScarcity, scarcityDice, scarcityRollers } from './scarcity-roll';
import { scarcityOdds } from './scarcity-odds';
import { newGame } from './setup';
import { filled, must } from './testkit';
import { SIDES, type CellularState } from './types';

// Every player commits all its dice (or, with `none`, nothing), then throws until one wins.
// An already open Scarcity roll (the end-of-game tie) is played as it is.
function scarcity(s: CellularState, rand: () => number, none: boolean): { s: CellularState; throws: number } {
  if (s.scarcity?.winner !== null) s = must(startScarcity(s, s.players.map((_, i) => i), 'the Competition'));
  for (const p of s.scarcity?.contenders ?? []) s = must(commitDice(s, p, none ? {} : (s.players[p]?.dice ?? {})));
  let throws = 0;
  while (s.scarcity?.winner === null) {
    const now = s;
    s = must(rollScarcity(now, scarcityRollers(now).map((p) => scarcityDice(now, p).map((d) => 1 + Math.floor(rand() * SIDES[d])))));
    throws++;
  }
  return { s, throws };
}

function game(rand: () => number): CellularState {
  const players = ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, colour: '#000' }));
  let s = must(newGame({ players, snakeDraft: true }));
  while (s.phase === 'genomes') s = must(pickGenome(s));
  while (s.phase === 'rounds') {
    if (s.step === 'draft') for (let p = 0; p < 4; p++) s = must(takeDice(s, p, { d4: 1, d6: 1, d8: rand() < 0.5 ? 1 : 0 }));
    if (s.step === 'compete') s = scarcity(s, rand, false).s;
    s = must(nextStep(s));
  }
  for (let p = 0; p < 4; p++) s = must(setNutrients(s, p, filled(10, 1, [p % 2])));
  s = must(finishGame(s));
  return s.phase === 'over' ? s : scarcity(s, rand, true).s;
}

/** Runs the Cellular Powerhouse measurements and returns one line each. */
export function bench(now: () => number): string[] {
  const rand = mulberry32(1);
  const lines: string[] = [];
  const full = must(newGame({ players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, colour: '#000' })) }));
  // Each Microbe holds 3 d4, 2 d6, 1 d8 (the whole Center but the d12): the biggest chosen-dice roll.
  const loaded = [0, 1, 2, 3].reduce((s, p) => must(takeDice(s, p, { d4: 3, d6: 2, d8: 1 })), full);
  for (const [label, none] of [['Scarcity roll, 4 contenders × 6 dice, to a winner', false], ['Scarcity roll, nobody committed (d8 each), to a winner', true]] as const) {
    const times: number[] = [];
    let throws = 0;
    for (let i = 0; i < 2000; i++) {
      const t0 = now();
      throws += scarcity(loaded, rand, none).throws;
      times.push(now() - t0);
    }
    lines.push(`${timingLine('cellular', label, times, 'rolls', 'median < 1 ms', 4)}; ${(throws / 2000).toFixed(2)} throws on average`);
  }
  // The odds shown once picks are revealed: 4 contenders, 6 dice each, all picked (the largest case of the game's dice).
  const picked = [0, 1, 2, 3].reduce((s, p) => must(commitDice(s, p, { d4: 3, d6: 2, d8: 1 })), must(startScarcity(loaded, [0, 1, 2, 3], 'the bench')));
  const odds: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = now();
    scarcityOdds(picked);
    odds.push(now() - t0);
  }
  lines.push(timingLine('cellular', 'Scarcity odds, 4 contenders × 6 dice', odds, 'previews', 'median < 16 ms', 4));
  const games: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = now();
    game(rand);
    games.push(now() - t0);
  }
  lines.push(timingLine('cellular', 'whole game (4 players: draft, 3 Rounds with a Scarcity roll, scoring)', games, 'games', 'median < 10 ms', 4));
  return lines;
}
