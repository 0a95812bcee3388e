// Test fixture: the 2-player game that engine/game.test.ts, model.test.ts and e2e/moondrop.spec.ts play.
import { type MoonDropAction, type MoonDropDoc, type Pick, anchorFor, newDoc } from './game';
import { applyMoonDrop } from './move-table';
import { blockFor } from './screens';

/** One placement: square 1's cell (0-based), quarter turns clockwise, and L/H picks by square. */
export interface Move {
  at: [number, number];
  turns: number;
  picks: Pick[];
}

/** The seven rolls, typed as real dice: the blue die, then the four white dice. */
export const ROLLS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [4, 4, 1, 2, 1], // T: C C C Q
  [1, 6, 3, 1, 4], // I: C 3 Q R
  [2, 3, 6, 2, 3], // L: C 3 3 R
  [5, 5, 1, 6, 4], // S: C Q D R
  [6, 4, 3, 2, 3], // Z: C 3 3 Q
  [3, 5, 1, 3, 6], // J: C 3 D R
  [4, 3, 6, 2, 1], // T: C C 3 R
];

/** Ana's placements, round by round: a 4 × 7 block of modules. */
export const ANA: readonly Move[] = [
  { at: [1, 5], turns: 2, picks: [] },
  { at: [0, 0], turns: 0, picks: [null, 'H'] },
  { at: [2, 6], turns: 2, picks: [null, 'H', 'L'] },
  { at: [3, 2], turns: 0, picks: [] },
  { at: [3, 1], turns: 3, picks: [null, 'L', 'H'] },
  { at: [3, 0], turns: 2, picks: [null, 'H'] },
  { at: [3, 6], turns: 2, picks: [null, null, 'L'] },
];

/** Bo's placements: the same blocks in another 4 × 7 arrangement. */
export const BO: readonly Move[] = [
  { at: [0, 0], turns: 0, picks: [] },
  { at: [3, 6], turns: 2, picks: [null, 'L'] },
  { at: [1, 0], turns: 0, picks: [null, 'H', 'L'] },
  { at: [0, 4], turns: 2, picks: [] },
  { at: [0, 5], turns: 1, picks: [null, 'L', 'H'] },
  { at: [0, 6], turns: 0, picks: [null, 'H'] },
  { at: [2, 1], turns: 0, picks: [null, null, 'H'] },
];

const rows = (...top: string[]) => [...top, ...Array<string>(9 - top.length).fill('.........')].join('\n');

/** Ana's final sheet. */
export const ANA_SHEET = rows('CHQRQRL..', 'DRQCCCH..', 'HLHDRRC..', 'CCCQLCC..');
/** Bo's final sheet. */
export const BO_SHEET = rows('CCCQCCC..', 'CQRDHLH..', 'HCCHQRD..', 'LRRRQLC..');

/** Applies actions in turn; throws on a refusal. */
export function run(doc: MoonDropDoc, ...actions: MoonDropAction[]): MoonDropDoc {
  return actions.reduce((d, a) => {
    const next = applyMoonDrop(d, a);
    if ('error' in next) throw new Error(next.error);
    return next;
  }, doc);
}

/** The fixture's cards, picked on the table: crises Plague, Fungus and Quake (a set: kept as Plague, Quake, Fungus), goals Population and Research. */
export const CARDS: MoonDropAction = { type: 'cards', crises: ['plague', 'fungus', 'quake'], goals: ['population', 'research'], by: 'table' };

/** The end-of-game shuffle of the fixture's crises, as the table's cards came out: Plague → Fungus → Quake. */
export const SHUFFLE: MoonDropAction = { type: 'shuffle', order: ['plague', 'fungus', 'quake'], by: 'table' };

/** Ana and Bo's game in round 1, before the roll. */
export const started = () => run(newDoc(), { type: 'players', names: ['Ana', 'Bo'] }, CARDS, { type: 'start', paper: false });

/** Round r's roll (0-based), as typed from real dice. */
export function roll(r: number): MoonDropAction {
  const [blue, ...whites] = ROLLS[r]!;
  return { type: 'roll', blue, whites, by: 'real' };
}

/** A player's placement of round r's block (0-based). */
export function place(player: number, r: number, move: Move): MoonDropAction {
  const block = blockFor(ROLLS[r]![0], ROLLS[r]!.slice(1));
  const at = { row: move.at[0], col: move.at[1] };
  return { type: 'place', player, anchor: anchorFor(block.cells, at, move.turns), rotation: move.turns, picks: move.picks };
}

/** The fixture's game: 7 rounds, Ana then Bo placing each block. */
export function playedGame(): MoonDropDoc {
  let doc = started();
  for (let r = 0; r < 7; r++) doc = run(doc, roll(r), place(0, r, ANA[r]!), place(1, r, BO[r]!));
  return doc;
}
