import { type Obj, isCount, isFace, isIndex, isObj, isOneOf } from '../../rules-kit/read';
import { andList } from '../../rules-kit/words';
import { type GeyserState, MAX_PLAYERS, MIN_PLAYERS, RINGS, firingRoller, playOrder, readRings, ringName, ringOf } from './index';

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
  // One count per ring slot: a geyser listed under another name would be counted twice by nobody's rules.
  const extra = Object.keys(t.geysers).find((k) => !(RINGS as readonly string[]).includes(k));
  if (extra !== undefined) return `${t.name.trim() || where}'s geysers list a ring "${extra.slice(0, 20)}" that is no ring slot of the board`;
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
  const firingsOk =
    Array.isArray(g.firings) &&
    g.firings.every(
      (f) => isObj(f) && isCount(f.round) && isIndex(f.roller, n) && Array.isArray(f.faces) && f.faces.length === 2 && f.faces.every(isFace) && isCount(f.sum) && isRing(f.ring) && Array.isArray(f.lost) && f.lost.length === n && f.lost.every(isCount),
    );
  if (!firingsOk) return 'a Geyser Firing is not readable';
  if (g.receipt !== null && typeof g.receipt !== 'string') return 'the last receipt is not readable';
  const recountOk = g.recount === undefined || (Array.isArray(g.recount) && g.recount.length > 0 && g.recount.every((c) => isObj(c) && isIndex(c.player, n) && isRing(c.ring) && isCount(c.count)));
  if (!recountOk) return 'the geyser counts to check are not readable';
  // The shape is right: now what the rules say the game can be.
  return playProblem(g as GeyserState);
}

// "Ana, Bo and Cy" for a list of seats.
const names = (g: GeyserState, seats: readonly number[]) => andList(seats.map((p) => g.players[p]!.name));

// The start roll as the rules roll it: everybody once in seat order, then only those tied for highest, until
// one highest face settles who starts (that player, and nobody before it settles).
function startProblem(g: GeyserState): string | null {
  let rollers = g.players.map((_, i) => i);
  for (const [k, dice] of g.startRolls.entries()) {
    const who = dice.map((d) => d.player);
    if (who.join() !== rollers.join()) {
      const wanted = k === 0 ? `everybody (${names(g, rollers)})` : `only ${names(g, rollers)}, tied for highest`;
      return `start roll ${k + 1} lists ${names(g, who) || 'nobody'}, but ${wanted} rolled then, in seat order`;
    }
    const top = Math.max(...dice.map((d) => d.face));
    const best = dice.filter((d) => d.face === top).map((d) => d.player);
    const last = k === g.startRolls.length - 1;
    if (best.length === 1 && !last) return `start roll ${k + 1}: ${names(g, best)} rolled the one highest face (${top}) and started, but more start rolls follow it`;
    if (best.length === 1 && g.starter !== best[0]) {
      return g.starter === null
        ? `start roll ${k + 1}: ${names(g, best)} rolled the one highest face (${top}), but nobody is recorded as starting`
        : `start roll ${k + 1}: ${names(g, best)} rolled the one highest face (${top}), but ${names(g, [g.starter])} is recorded as starting`;
    }
    if (best.length > 1 && last && g.starter !== null) return `start roll ${k + 1}: ${names(g, best)} tied for highest (${top}), yet ${names(g, [g.starter])} is recorded as starting without another roll`;
    rollers = best;
  }
  if (g.starter !== null && g.startRolls.length === 0) return `${names(g, [g.starter])} is recorded as starting, but no start roll is recorded`;
  return null;
}

// Each round ends with one Firing, rolled by the player the dice have reached; its dice make its sum, and
// its sum fires the ring the board prints it on. The Firings kept are the newest, one per round, in order
// (a game handed over by QR code may leave the oldest behind); a game over keeps the Firing that decided it.
function firingsProblem(g: GeyserState): string | null {
  const due = g.phase === 'over' ? g.round : g.round - 1;
  const kept = g.firings.length;
  if (kept > due) return `it is round ${g.round}, but ${kept} ${kept === 1 ? 'Firing is' : 'Firings are'} recorded: only ${due} ${due === 1 ? 'round has' : 'rounds have'} ended with one`;
  if (g.phase === 'over' && kept === 0) return 'the game is over, but the Firing that decided it is not recorded';
  for (const [i, f] of g.firings.entries()) {
    const round = due - kept + 1 + i;
    if (f.round !== round) return `a recorded Firing is round ${f.round}'s where round ${round}'s belongs: one Firing ends each round, in order`;
    const where = `the round ${round} Firing`;
    const roller = firingRoller(g, round);
    if (roller !== null && f.roller !== roller) return `${where} was rolled by ${names(g, [f.roller])}, but the dice were ${names(g, [roller])}'s that round`;
    const [a, b] = f.faces;
    if (a + b !== f.sum) return `${where}: ${names(g, [f.roller])} rolled ${a} + ${b} = ${a + b}, not ${f.sum}`;
    const fired = ringOf(g, f.sum);
    if (fired !== f.ring) return `${where}: a sum of ${f.sum} fires the ${ringName(g, fired)} ring on this board, not ${ringName(g, f.ring) || `ring slot ${f.ring}`}`;
  }
  return null;
}

// A battle's rolls: each side is its own player's, face + geysers = total, and the totals decide the outcome.
function rollsProblem(g: GeyserState): string | null {
  const b = g.battle;
  if (!b) return null;
  for (const [i, r] of b.rolls.entries()) {
    const where = `battle roll ${i + 1} of ${names(g, [b.attacker])} against ${names(g, [b.defender])}`;
    if (r.attacker.player !== b.attacker || r.defender.player !== b.defender) return `${where} is recorded for other players`;
    for (const side of [r.attacker, r.defender]) {
      if (side.face + side.geysers !== side.total) return `${where}: ${names(g, [side.player])}'s ${side.face} + ${side.geysers} is ${side.face + side.geysers}, not ${side.total}`;
    }
    const outcome = r.attacker.total > r.defender.total ? 'win' : r.attacker.total < r.defender.total ? 'lose' : 'tie';
    if (r.outcome !== outcome) return `${where}: ${r.attacker.total} against ${r.defender.total} is a ${outcome === 'tie' ? 'tie' : outcome === 'win' ? 'win' : 'loss'} for the attacker, not a ${r.outcome === 'lose' ? 'loss' : r.outcome}`;
  }
  return null;
}

// The rules' own invariants on a readable game: what a hand-edited backup or link could claim and the rules
// could never reach. Each reason names what and where.
function playProblem(g: GeyserState): string | null {
  const n = g.players.length;
  const seen = new Map<string, number>();
  for (const [i, t] of g.players.entries()) {
    const key = t.name.trim().toLowerCase();
    if (key === '') return `tribe ${i + 1} has no name`;
    if (seen.has(key)) return `two tribes are called ${t.name.trim()} (seats ${seen.get(key)! + 1} and ${i + 1}): names must differ`;
    seen.set(key, i);
  }
  const start = startProblem(g);
  if (start) return start;
  // Counts to check (only a game saved before version 3 has them): each is two or more geysers on a ring,
  // still as saved, listed once.
  const asked = new Set<string>();
  for (const c of g.recount ?? []) {
    const held = g.players[c.player]!.geysers[c.ring];
    if (c.count < 2 || held !== c.count) return `${names(g, [c.player])}'s ${ringName(g, c.ring) || `ring slot ${c.ring}`} geysers are to be checked as ${c.count}, but ${names(g, [c.player])} holds ${held} there (only two or more, as saved, are asked about)`;
    const key = `${c.player} ${c.ring}`;
    if (asked.has(key)) return `${names(g, [c.player])}'s ${ringName(g, c.ring)} geysers are to be checked twice`;
    asked.add(key);
  }
  if (g.phase === 'start') {
    // Before the start roll settles, tokens stand on starting squares only: no geysers, no battle, no Firing.
    if (g.round !== 1 || g.turn !== 0) return `the start roll comes before round 1's first turn, but round ${g.round}, turn ${g.turn + 1} is recorded`;
    const holder = g.players.findIndex((t) => RINGS.some((r) => t.geysers[r] > 0));
    if (holder >= 0) return `${names(g, [holder])} holds geysers before the start roll is settled: every tribe starts on a starting square`;
    if (g.mother !== null) return `${names(g, [g.mother])} holds the Mother Geyser before the start roll is settled`;
    if (g.battle !== null) return 'a battle is recorded before the start roll is settled';
    if (g.order.length > 0) return 'a play order is recorded before the start roll has settled who starts';
    if (g.firings.length > 0) return 'a Geyser Firing is recorded before the start roll is settled';
    return null;
  }
  if (g.order.length !== n) return `the play order lists ${g.order.length} of the ${n} tribes`;
  const firings = firingsProblem(g);
  if (firings) return firings;
  const last = g.order.length - 1;
  if ((g.phase === 'firing' || g.phase === 'over') && g.turn !== last) {
    return `the round's Firing is recorded as due, but it is turn ${g.turn + 1} of ${n}: ${names(g, g.order.slice(g.turn + 1))} ${g.turn + 1 === last ? 'has' : 'have'} not had a turn`;
  }
  // Only a battle's ring slot the board prints can be fought over.
  const b = g.battle;
  if (b && b.at !== null && b.at !== 'mother' && (g.rings[RINGS.indexOf(b.at)] ?? []).length === 0) return `the battle is fought on ring slot ${b.at}, which this board does not print`;
  const rolls = rollsProblem(g);
  if (rolls) return rolls;
  // A retreat ends the attacker's turn: the battle shown is the turn just ended.
  if (b && b.ended === 'retreated') {
    const previous = g.phase === 'turns' ? (g.turn > 0 ? g.order[g.turn - 1] : g.round > 1 ? g.order[last] : undefined) : g.order[last];
    if (b.attacker !== previous) return `${names(g, [b.attacker])}'s retreat is shown, but ${names(g, [b.attacker])}'s turn is not the one just ended`;
  }
  if (b && b.at === 'mother' && b.ended !== null && b.ended !== 'retreated') {
    const winner = b.ended === 'attacker won' ? b.attacker : b.defender;
    if (g.mother !== null && g.mother !== winner) return `${names(g, [winner])} won the battle for the Mother Geyser, but ${names(g, [g.mother])} holds it`;
  }
  // The Mother Geyser held at a Firing wins the game: a holder in play moved in this round, on its own turn.
  if (g.phase === 'turns' && g.mother !== null) {
    const seat = g.order.indexOf(g.mother);
    if (seat > g.turn || (seat === g.turn && !g.moved)) {
      return `${names(g, [g.mother])} holds the Mother Geyser, but has made no move yet in round ${g.round}: holding it at the last Firing would have won the game`;
    }
  }
  if (g.phase === 'over') {
    // The game ends at a Firing, won by the tribe on the Mother Geyser; nothing moves after it.
    if (g.winner !== g.mother) {
      return g.mother === null ? `${names(g, [g.winner!])} is recorded as the winner, but nobody holds the Mother Geyser` : `${names(g, [g.winner!])} is recorded as the winner, but ${names(g, [g.mother])} holds the Mother Geyser`;
    }
    const final = g.firings.at(-1)!;
    const left = g.players.findIndex((t) => t.geysers[final.ring] > 0);
    if (left >= 0) return `${names(g, [left])} still holds ${ringName(g, final.ring)} geysers, but the last Firing fired that ring and destroyed every token on it`;
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
