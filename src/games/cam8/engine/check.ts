// Why a stored CAM 8 game is not readable. The readers of single actions are in move-table.ts; the
// parts of an action they share with the saved game (the setup form, decisions, parked dice, a trade) are here.
import { type Obj, isCount, isFace, isFaces, isIndex, isObj, isOneOf } from '../../rules-kit/read';
import { isMeal } from './feed';
import { ACTIONS, type Cam8State, type InitiativeDecisions, OCCUPATIONS, PHASES, decisionsProblem, lastSpace, levelsAt, trackProblem } from './index';
import { type Pending, resolvePending, waitsForChoice } from './pending';

function checkHamsters(h: unknown, where: string): string | null {
  if (!isObj(h)) return `${where} has no hamsters`;
  for (const o of OCCUPATIONS) if (h[o] !== undefined && !isCount(h[o])) return `${where}: ${o} is not a count`;
  return null;
}

function checkWhale(w: unknown, i: number): string | null {
  const where = `whale ${i + 1}`;
  if (!isObj(w) || typeof w.name !== 'string' || typeof w.colour !== 'string') return `${where} has no name or colour`;
  for (const f of ['size', 'krill', 'assists', 'boost'] as const) if (!isCount(w[f])) return `${where}: ${f} is not a count`;
  if (typeof w.out !== 'boolean') return `${where}: "out" is not true or false`;
  const bad = checkHamsters(w.hamsters, where);
  if (bad) return bad;
  return OCCUPATIONS.every((o) => isCount((w.hamsters as Obj)[o])) ? null : `${where}: a hamster count is missing`;
}

function checkGame(g: unknown): string | null {
  if (!isObj(g)) return 'the game is missing';
  if (!Array.isArray(g.players) || g.players.length < 2 || g.players.length > 6) return 'the game needs 2 to 6 whales';
  const n = g.players.length;
  for (const [i, w] of g.players.entries()) {
    const bad = checkWhale(w, i);
    if (bad) return bad;
  }
  if (!isCount(g.feralLevel) || !isCount(g.feralSpace) || !isCount(g.turn) || !isCount(g.actionsLeft) || !isCount(g.fled)) return 'a game counter is not a count';
  const track = trackProblem(g.track);
  if (track || !Array.isArray(g.track)) return `the Feral track is not readable: ${track ?? 'it is missing'}`;
  // The level on dice is kept, since on a blank space it depends on the way the token came; it must be one the space allows.
  if (!levelsAt(g.track as (number | null)[], g.feralSpace as number).includes(g.feralLevel as number)) return 'the Feral level does not match the token’s space on the track';
  if (g.feedFeral !== null && !isCount(g.feedFeral)) return 'the Feral level at the start of Feed is not a level';
  if (!Array.isArray(g.cards) || g.cards.length !== n || !g.cards.every((c) => isIndex(c, n + 1))) return 'the initiative cards are not readable';
  const held = g.cards.filter((c) => c > 0);
  if (new Set(held).size !== held.length) return 'two whales hold the same initiative card';
  if (!isOneOf(g.phase, PHASES)) return `"${String(g.phase)}" is not a phase`;
  for (const k of ['endRequests', 'initiative', 'fed'] as const) {
    const list = g[k];
    if (!Array.isArray(list) || !list.every((x) => isIndex(x, n))) return `the ${k} list is not a list of whales`;
  }
  if (g.active !== null && !isIndex(g.active, n)) return 'the active whale is not a whale';
  if (!isObj(g.variants) || typeof g.variants.giantFeral !== 'boolean' || typeof g.variants.hamsterTrails !== 'boolean') return 'the variants are missing';
  if (typeof g.harvested !== 'boolean') return 'the harvest flag is missing';
  if (g.receipt !== null && !(isObj(g.receipt) && Array.isArray(g.receipt.dice) && typeof g.receipt.result === 'string')) return 'the last receipt is not readable';
  if (g.gameOver !== null && !(isObj(g.gameOver) && typeof g.gameOver.reason === 'string')) return 'the game-over note is not readable';
  return playProblem(g as unknown as Cam8State);
}

/** What the rules never reach in a readable game: the token past the 5 with play going on, more actions left than the whale's size, a size-0 whale still playing. */
function playProblem(g: Cam8State): string | null {
  const five = lastSpace(g.track);
  if (g.gameOver === null && g.feralSpace > five) return `the Feral token is on space ${g.feralSpace + 1} of ${g.track.length}, past the 5 (space ${five + 1}), yet the game goes on: moving past the 5 is the revolt that ends it`;
  const starved = g.players.findIndex((w) => w.size === 0 && !w.out);
  if (starved >= 0) return `${g.players[starved]!.name} (whale ${starved + 1}) has size 0 but is still in the game: a whale that drops to size 0 has starved and is out`;
  if (g.active !== null) {
    const w = g.players[g.active]!;
    if (g.actionsLeft > w.size) return `${w.name} has ${g.actionsLeft} of ${w.size} actions left: a whale declares as many actions as its size`;
  } else if (g.actionsLeft > 0) return `${g.actionsLeft} actions are left with no whale declaring actions`;
  return null;
}

/** Why `p` is not readable as dice parked for an owner's choice (among `n` whales), or null (no dice parked, or readable ones). */
export function checkPending(p: unknown, n: number): string | null {
  if (p === null) return null;
  if (!isObj(p) || !isIndex(p.player, n) || !isFaces(p.faces)) return 'the dice waiting for a choice are not readable';
  if (p.kind === 'act') return isOneOf(p.action, ACTIONS) ? null : 'the action waiting for a choice is unknown';
  if (p.eats !== undefined && !isCount(p.eats)) return 'the smaller meal waiting for a choice is not a count';
  return p.kind === 'feed' && isMeal(p.meal) ? null : 'the meal waiting for a choice is unknown';
}

// Parked dice (read by checkPending; a missing target is none) must still wait for a choice, or the game would be stuck behind them.
function checkWaiting(game: Cam8State, p: Obj): string | null {
  const parked = { ...p, target: p.target ?? null } as Pending;
  return waitsForChoice(resolvePending(game, parked)) ? null : 'the dice waiting for a choice do not fit the game';
}

/** Why `d` is not readable as the initiative decisions (krill paid, roll-off dice) among `n` whales, or null. */
export function checkDecisions(d: unknown, n: number): string | null {
  if (!isObj(d)) return 'the initiative decisions are not readable';
  if (d.paid !== undefined && !(Array.isArray(d.paid) && d.paid.every((p) => isIndex(p, n)))) return 'who paid to pick first is not a list of whales';
  if (d.rolls === undefined) return null;
  if (!isObj(d.rolls)) return 'the roll-off is not readable';
  return Object.entries(d.rolls).every(([k, f]) => isIndex(Number(k), n) && isFaces(f)) ? null : 'the roll-off dice are not readable';
}

/** Why a stored trade (the offer, the app's check dice, the table's own results) is not readable, or null. */
export function checkOffer(o: unknown, dice: unknown, told: unknown): string | null {
  if (!isObj(o) || !isCount(o.from) || !isCount(o.to) || !isObj(dice)) return 'a trade is not readable';
  if (o.connected !== undefined && typeof o.connected !== 'boolean') return 'a trade is not readable';
  if (told !== undefined && !(isObj(told) && Object.entries(told).every(([h, v]) => (h === 'give' || h === 'get') && typeof v === 'boolean'))) return 'a trade is not readable';
  for (const side of [o.give, o.get]) {
    if (side === undefined) continue;
    if (!isObj(side) || (side.krill !== undefined && !isCount(side.krill))) return 'a trade is not readable';
    if (side.hamsters !== undefined && checkHamsters(side.hamsters, 'a trade')) return 'a trade is not readable';
  }
  return Object.values(dice).every(isFace) ? null : 'a trade is not readable';
}

/** Why a stored setup form is not readable, or null. */
export function checkSetup(s: unknown): string | null {
  if (!isObj(s) || !Array.isArray(s.players) || !isObj(s.variants)) return 'the setup form is not readable';
  const track = trackProblem(s.track);
  if (track) return `the setup's Feral track is not readable: ${track}`;
  for (const [i, p] of s.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.colour !== 'string') return `setup player ${i + 1} has no name or colour`;
    const bad = checkHamsters(p.hamsters, `setup player ${i + 1}`);
    if (bad) return bad;
  }
  return null;
}

/** Why `doc` is not a saved CAM 8 game, or null when it is. */
export function checkCam8State(doc: unknown): string | null {
  if (!isObj(doc)) return 'the CAM 8 game is missing';
  if (doc.stage === 'setup') return checkSetup(doc.setup);
  if (doc.stage !== 'play') return 'the CAM 8 game is neither in setup nor in play';
  const bad = checkGame(doc.game);
  if (bad) return bad;
  if (doc.clock !== null && !isCount(doc.clock)) return 'the Diplomacy clock is not a time';
  const n = (doc.game as { players: unknown[] }).players.length;
  for (const k of ['flooding', 'lastFlooded'] as const) {
    const list = doc[k];
    if (list !== undefined && !(Array.isArray(list) && list.length === n && list.every(isCount))) return 'the flooded sections are not one count per whale';
  }
  if (doc.rollOff !== undefined) {
    const off = checkDecisions(doc.rollOff, n) ?? decisionsProblem(doc.game as Cam8State, doc.rollOff as InitiativeDecisions);
    if (off) return `the roll-off does not fit the game: ${off}`;
  }
  return checkPending(doc.pending, n) ?? (doc.pending === null ? null : checkWaiting(doc.game as Cam8State, doc.pending as Obj));
}
