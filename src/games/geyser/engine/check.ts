import { type Obj, isCount, isFace, isIndex, isObj, isOneOf } from '../../rules-kit/read';
import { andList } from '../../rules-kit/words';
import { type GeyserState, MAX_PLAYERS, MIN_PLAYERS, RINGS, playOrder, readRings, ringName } from './index';

/** One of the board's five ring slots. */
export const isRing = (x: unknown) => isOneOf(x, RINGS);
/** A square a battle is fought over: a ring's geyser, the Mother Geyser, or the open board (null). */
export const isSquare = (x: unknown) => x === null || x === 'mother' || isRing(x);
const PHASES = ['start', 'turns', 'firing', 'over'];
const ENDED = [null, 'attacker won', 'defender won', 'retreated'];

function checkTribe(t: unknown, i: number): string | null {
  const where = `tribe ${i + 1}`;
  if (!isObj(t) || typeof t.name !== 'string' || typeof t.colour !== 'string') return `${where} has no name or colour`;
  if (!isObj(t.geysers) || !RINGS.every((r) => isCount((t.geysers as Obj)[r]))) return `${where}: a count of geysers is missing`;
  return null;
}

function checkSide(s: unknown, n: number): boolean {
  return isObj(s) && isIndex(s.player, n) && isFace(s.face) && isCount(s.geysers) && isCount(s.total);
}

function checkBattle(b: unknown, n: number): string | null {
  if (b === null) return null;
  if (!isObj(b) || !isIndex(b.attacker, n) || !isIndex(b.defender, n) || b.attacker === b.defender || !isSquare(b.at)) return 'the battle is not readable';
  if (!ENDED.includes(b.ended as string | null)) return 'the battle has an unknown ending';
  const rollsOk = Array.isArray(b.rolls) && b.rolls.every((r) => isObj(r) && checkSide(r.attacker, n) && checkSide(r.defender, n) && ['win', 'lose', 'tie'].includes(r.outcome as string));
  if (!rollsOk) return 'a battle roll is not readable';
  // Every roll but a deciding last one is a tie: open battles have only ties, won or lost ones end on that.
  const outcomes = (b.rolls as Obj[]).map((r) => r.outcome);
  const last = { 'attacker won': 'win', 'defender won': 'lose' }[b.ended as string];
  const ties = last ? outcomes.slice(0, -1) : outcomes;
  const agrees = ties.every((o) => o === 'tie') && (!last || outcomes.at(-1) === last) && (b.ended !== 'retreated' || outcomes.length > 0);
  return agrees ? null : 'the battle rolls and how it ended disagree';
}

// The board's rings: one list per ring slot, each sum 2 to 12 (whole numbers) on exactly one ring.
function ringsProblem(rings: unknown): string | null {
  const bad = "the board's rings are not readable";
  if (!Array.isArray(rings) || rings.length !== RINGS.length) return bad;
  if (!rings.every((r) => Array.isArray(r) && r.every((n) => Number.isInteger(n)))) return bad;
  const read = readRings((rings as number[][]).map((r) => r.join('/')).join(','));
  return 'error' in read ? `${bad}: ${read.error.replace("The board's rings: ", '')}` : null;
}

function checkGame(g: unknown): string | null {
  if (!isObj(g)) return 'the game is missing';
  if (!Array.isArray(g.players) || g.players.length < MIN_PLAYERS || g.players.length > MAX_PLAYERS) return `the game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} tribes`;
  const n = g.players.length;
  for (const [i, t] of g.players.entries()) {
    const bad = checkTribe(t, i);
    if (bad) return bad;
  }
  if (!PHASES.includes(g.phase as string)) return `"${String(g.phase)}" is not a phase`;
  const rollsOk = Array.isArray(g.startRolls) && g.startRolls.every((r) => Array.isArray(r) && r.every((d) => isObj(d) && isIndex(d.player, n) && isFace(d.face)));
  if (!rollsOk) return 'the start rolls are not readable';
  if (g.starter !== null && !isIndex(g.starter, n)) return 'the starting player is not a player';
  if (!Array.isArray(g.order) || !g.order.every((p) => isIndex(p, n))) return 'the play order is not a list of players';
  if ((g.phase === 'start') !== (g.starter === null)) return 'the start roll and the phase disagree';
  if (g.starter !== null && g.order.join() !== playOrder(n, g.starter as number).join()) return 'the play order does not follow the starting player';
  if ((g.phase === 'over') !== (g.winner !== null)) return 'the winner and the phase disagree';
  if (!isCount(g.round) || g.round < 1 || !isCount(g.turn)) return 'the round or turn is not a count';
  if (g.phase !== 'start' && !isIndex(g.turn, g.order.length)) return 'the turn is past the play order';
  for (const k of ['mother', 'winner'] as const) if (g[k] !== null && !isIndex(g[k], n)) return `the ${k === 'mother' ? 'Mother Geyser holder' : 'winner'} is not a player`;
  const bad = checkBattle(g.battle, n);
  if (bad) return bad;
  // An open battle is always the current player's (only they attack, and a turn cannot end during one).
  const open = isObj(g.battle) && g.battle.ended === null;
  if (open && (g.phase !== 'turns' || g.order[g.turn as number] !== (g.battle as Obj).attacker)) return "the open battle is not the current player's";
  if (open) {
    // ...and is fought over a square the defender still holds.
    const b = g.battle as Obj;
    const held = b.at === 'mother' ? g.mother === b.defender : b.at === null || ((g.players as Obj[])[b.defender as number]!.geysers as Obj)[b.at as string] !== 0;
    if (!held) return 'the open battle is for a square the defender does not hold';
  }
  const rings = ringsProblem(g.rings);
  if (rings) return rings;
  // Geysers are counted only on rings the board prints (a board set with fewer rings leaves slots empty).
  const emptySlots = RINGS.filter((_, i) => ((g.rings as unknown[][])[i] ?? []).length === 0);
  for (const [i, t] of (g.players as Obj[]).entries()) {
    const off = emptySlots.find((r) => (t.geysers as Obj)[r] !== 0);
    if (off) return `tribe ${i + 1} holds geysers on ring slot ${off}, which this board does not print`;
  }
  if (typeof g.moved !== 'boolean') return "the turn's move is not readable";
  if (g.moved && g.phase !== 'turns') return "the turn's move is recorded outside the players' turns";
  if (open && !g.moved) return "an open battle is the turn's move, but the turn has no move";
  // A battle won or lost stays on screen only until End turn: it was the current player's move this turn.
  const decided = isObj(g.battle) && (g.battle.ended === 'attacker won' || g.battle.ended === 'defender won');
  if (decided && (g.phase !== 'turns' || !g.moved || g.order[g.turn as number] !== (g.battle as Obj).attacker)) return "the finished battle is not this turn's move";
  const firingsOk = Array.isArray(g.firings) && g.firings.every((f) => isObj(f) && isIndex(f.roller, n) && Array.isArray(f.faces) && f.faces.length === 2 && f.faces.every(isFace) && isRing(f.ring));
  if (!firingsOk) return 'a Geyser Firing is not readable';
  if (g.receipt !== null && typeof g.receipt !== 'string') return 'the last receipt is not readable';
  const recountOk = g.recount === undefined || (Array.isArray(g.recount) && g.recount.length > 0 && g.recount.every((c) => isObj(c) && isIndex(c.player, n) && isRing(c.ring) && isCount(c.count)));
  if (!recountOk) return 'the geyser counts to check are not readable';
  return recountProblem(g as GeyserState);
}

// "Ana, Bo and Cy" for a list of seats.
const names = (g: GeyserState, seats: readonly number[]) => andList(seats.map((p) => g.players[p]!.name));

// Counts to check (only a game saved before version 3 has them): each is two or more geysers on a ring,
// still as saved, listed once.
function recountProblem(g: GeyserState): string | null {
  const asked = new Set<string>();
  for (const c of g.recount ?? []) {
    const held = g.players[c.player]!.geysers[c.ring];
    if (c.count < 2 || held !== c.count) return `${names(g, [c.player])}'s ${ringName(g, c.ring) || `ring slot ${c.ring}`} geysers are to be checked as ${c.count}, but ${names(g, [c.player])} holds ${held} there (only two or more, as saved, are asked about)`;
    const key = `${c.player} ${c.ring}`;
    if (asked.has(key)) return `${names(g, [c.player])}'s ${ringName(g, c.ring)} geysers are to be checked twice`;
    asked.add(key);
  }
  return null;
}

/** Why a stored setup form is not readable, or null. */
export function checkSetup(s: unknown): string | null {
  if (!isObj(s) || !Array.isArray(s.players)) return 'the setup form is not readable';
  if (s.rings !== undefined && typeof s.rings !== 'string') return "the setup form's rings are not readable";
  for (const [i, p] of s.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.colour !== 'string') return `setup player ${i + 1} has no name or colour`;
  }
  return null;
}

/** Why `doc` is not a saved Geyser game, or null when it is. */
export function checkGeyserState(doc: unknown): string | null {
  if (!isObj(doc)) return 'the Geyser game is missing';
  if (doc.stage === 'setup') return checkSetup(doc.setup);
  if (doc.stage !== 'play') return 'the Geyser game is neither in setup nor in play';
  return checkGame(doc.game);
}
