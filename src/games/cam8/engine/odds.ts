// The preview before rolling: what an action needs, and the exact chance of every outcome.
import { ACTION_NAMES, type Action, type Band } from './action-table';
import { chance, outcomeWays, type Chance, type FaceSplit } from './chance';
import { prepareAction, type Modifier, type Prepared } from './prepare';
import { signed, withMinus } from './state';
import { applyDie, describeTally, emptyTally, type Tally } from './tally';
import { REVOLT_AFTER, type Cam8State, type Refusal } from './types';

/** What an action needs before rolling. */
export type ActionNeeds = {
  action: Action;
  name: string;
  dice: number;
  /** Added to every die; zero parts are still listed so the screen can show them. */
  modifier: Modifier;
  /** The target in words, e.g. "1 die: needs 10 or more". */
  target: string;
  /** The modified-result bands of one die and what each does. */
  bands: Array<{ when: string; effect: string }>;
  /** Lowest and highest modified result of one die, null without dice. */
  worst: number | null;
  best: number | null;
  /** One line for the screen, e.g. "needs 10, you get at most 7". */
  summary: string;
};

/** One band's chance for a single die, with the faces that land in it. */
export type DieOdds = Chance & { when: string; effect: string; faces: number[] };
/** One net outcome of the whole action and its exact chance. */
export type OutcomeChance = Chance & { text: string; tally: Tally };
/** Chances of one quantity over the whole action, e.g. Guards lost 0, 1, 2…, and the revolt as one value (null), last. */
export type Marginal = { label: string; values: Array<Chance & { value: number | null; text: string }> };
/** The full preview: per-die bands and the distribution of the net effect. */
export type ActionOdds = { dice: number; modifier: Modifier; perDie: DieOdds[]; outcomes: OutcomeChance[]; marginals: Marginal[] };

function summaryOf(p: Prepared, best: number, worst: number): string {
  const m = p.modifier.total;
  if (p.action === 'transcend') {
    // One die, so the chance is the share of the six faces that reach 10.
    const faces = Math.max(0, Math.min(6, best - 9));
    return faces === 0 ? `needs 10, you get at most ${best}: 0%` : `needs 10: ${faces} of 6 faces do it (${Math.round((faces / 6) * 100)}%)`;
  }
  const each = m === 0 ? 'unmodified' : `each ${signed(m)}`;
  return `${p.dice} ${p.dice === 1 ? 'die' : 'dice'}, ${each}: results ${withMinus(worst)} to ${withMinus(best)}`;
}

/** Dice count, modifier breakdown and target of `action` for `player` (not checking whose turn it is). */
export function actionNeeds(state: Cam8State, player: number, action: Action, target?: number | null): ActionNeeds | Refusal {
  const p = prepareAction(state, player, action, target);
  if ('error' in p) return p;
  const bands = p.rule.bands(p.me, p.them);
  const rolls = p.dice > 0;
  const best = rolls ? 6 + p.modifier.total : null;
  const worst = rolls ? 1 + p.modifier.total : null;
  return {
    action,
    name: ACTION_NAMES[action],
    dice: p.dice,
    modifier: p.modifier,
    target: p.rule.target(p.me, p.them),
    bands: bands.map((b) => ({ when: b.when, effect: b.effect.text })),
    worst,
    best,
    summary: rolls ? summaryOf(p, best as number, worst as number) : p.rule.target(p.me, p.them),
  };
}

/** The band a modified result falls in (the table's bands always end with a catch-all). */
export function bandFor(bands: Band[], r: number): Band {
  return bands.find((b) => b.test(r)) ?? (bands[bands.length - 1] as Band);
}

function splitFaces(bands: Band[], modifier: number): Array<{ band: Band; faces: number[] }> {
  const split = bands.map((band) => ({ band, faces: [] as number[] }));
  for (let face = 1; face <= 6; face++) split[bands.indexOf(bandFor(bands, face + modifier))]?.faces.push(face);
  return split;
}

const plus = (v: number) => (v === 0 ? '0' : `+${v}`);
const minus = (v: number) => (v === 0 ? '0' : `−${v}`);
const MARGINALS: Array<[string, (t: Tally) => number, (v: number) => string]> = [
  ['Feral level', (t) => t.feral, String],
  ['Hamsters gained', (t) => t.gained, plus],
  ['Krill gained', (t) => t.krill, plus],
  ['Diggers lost', (t) => t.lost.diggers, minus],
  ['Guards lost', (t) => t.lost.guards, minus],
  ['Politicians lost', (t) => t.lost.politicians, minus],
  ['Spaces converted', (t) => t.spaces, String],
  ['Hamsters taken', (t) => t.taken, String],
];

/**
 * Exact chances for `action`, counted over every sequence of d6 faces (no simulation).
 * `diceCount` overrides the number of dice (Tunnel with fewer tokens than Diggers).
 */
export function outcomeOdds(state: Cam8State, player: number, action: Action, target?: number | null, diceCount?: number): ActionOdds | Refusal {
  const p = prepareAction(state, player, action, target);
  if ('error' in p) return p;
  const n = diceCount ?? p.dice;
  if (!Number.isInteger(n) || n < 0 || n > p.dice) return { error: `${ACTION_NAMES[action]} rolls 0 to ${p.dice} dice, not ${n}` };
  const split = splitFaces(p.rule.bands(p.me, p.them), p.modifier.total);
  const perDie = split.map(({ band, faces }) => ({ when: band.when, effect: band.effect.text, faces, ...chance(BigInt(faces.length), 6n) }));
  const empty = emptyTally(state.feralSpace, state.feralLevel);
  const start = p.rule.sure ? applyDie(empty, p.rule.sure, state.track) : empty;
  const faceSplit: FaceSplit = split.map(({ band, faces }) => ({ effect: band.effect, faces: faces.length }));
  const total = 6n ** BigInt(n);
  const merged = new Map<string, { tally: Tally; ways: bigint }>();
  for (const { tally, ways } of outcomeWays(n, faceSplit, start, state.track).values()) {
    // A revolt ends the game there: what the dice before it gained or lost never counts, so every revolt is one outcome.
    const t = tally.revolt ? { ...emptyTally(tally.space, tally.feral), revolt: true } : p.rule.finish ? p.rule.finish(tally, p.me, p.them) : tally;
    const text = describeTally(t, { space: state.feralSpace, feral: state.feralLevel }, { target: p.them.name });
    const had = merged.get(text);
    merged.set(text, { tally: had?.tally ?? t, ways: (had?.ways ?? 0n) + ways });
  }
  const outcomes = [...merged.entries()]
    .map(([text, { tally, ways }]) => ({ text, tally, ways, ...chance(ways, total) }))
    .sort((a, b) => (a.ways === b.ways ? a.text.localeCompare(b.text) : a.ways > b.ways ? -1 : 1));
  const revolts = outcomes.find((o) => o.tally.revolt);
  const marginals: Marginal[] = [];
  for (const [label, get, show] of MARGINALS) {
    const byValue = new Map<number, bigint>();
    for (const o of outcomes) if (!o.tally.revolt) byValue.set(get(o.tally), (byValue.get(get(o.tally)) ?? 0n) + o.ways);
    const feral = label === 'Feral level';
    // A count is shown when it can come out two ways; the revolt is one of the Feral level's, and a row of every other count shown.
    if (byValue.size + (feral && revolts ? 1 : 0) < 2) continue;
    const values: Marginal['values'] = [...byValue.entries()].sort((a, b) => a[0] - b[0]).map(([value, ways]) => ({ value, text: show(value), ...chance(ways, total) }));
    if (revolts) values.push({ value: null, text: feral ? `past ${REVOLT_AFTER}: revolt` : 'revolt', ...chance(revolts.ways, total) });
    marginals.push({ label, values });
  }
  return { dice: n, modifier: p.modifier, perDie, outcomes: outcomes.map((o) => ({ text: o.text, tally: o.tally, p: o.p, fraction: o.fraction })), marginals };
}
