import { type Obj, isCount, isIndex, isObj } from '../../rules-kit/read';
import { rulesProblem } from './rules-check';
import { type CellularState, DICE, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, ROUND_STEPS, SIDES, nutrients, readSheet } from './index';

/** A count of each die kind (d4, d6, d8, d12). */
export const isDice = (x: unknown) => isObj(x) && Object.keys(x).length === DICE.length && DICE.every((k) => isCount(x[k]));
const PHASES = ['genomes', 'rounds', 'scoring', 'over'];

/** A Nutrient sheet in either saved shape (version 1 held each Evolution as a signed number), every number entered or not. */
export function checkSheet(x: unknown): boolean {
  return x === null || !('error' in readSheet(x));
}

function checkMicrobe(m: unknown, i: number): string | null {
  const where = `Microbe ${i + 1}`;
  if (!isObj(m) || typeof m.name !== 'string' || typeof m.colour !== 'string') return `${where} has no name or colour`;
  if (!isDice(m.dice)) return `${where}: its dice are not readable`;
  return checkSheet(m.sheet) ? null : `${where}: its Nutrients are not readable`;
}

function checkThrow(r: unknown, n: number): boolean {
  if (!isObj(r) || !isIndex(r.player, n) || !isCount(r.total) || !Array.isArray(r.dice)) return false;
  return r.dice.every((d) => isObj(d) && (DICE as readonly unknown[]).includes(d.die) && Number.isInteger(d.face) && (d.face as number) >= 1 && (d.face as number) <= SIDES[d.die as keyof typeof SIDES]);
}

function checkScarcity(s: unknown, n: number, players: Obj[]): string | null {
  if (s === null) return null;
  if (!isObj(s) || typeof s.prize !== 'string' || typeof s.decidesGame !== 'boolean') return 'the Scarcity roll is not readable';
  if (!Array.isArray(s.contenders) || s.contenders.length < 2 || !s.contenders.every((p) => isIndex(p, n))) return 'the Scarcity roll has no contenders';
  if (!Array.isArray(s.commits) || s.commits.length !== s.contenders.length || !s.commits.every((c) => c === null || isDice(c))) return 'the Scarcity picks are not readable';
  if (![null, 'chosen', 'd8'].includes(s.mode as string | null)) return 'the Scarcity roll has an unknown mode';
  if (!Array.isArray(s.rolls) || !s.rolls.every((t) => Array.isArray(t) && t.every((r) => checkThrow(r, n)))) return 'a Scarcity throw is not readable';
  if (s.winner !== null && !s.contenders.includes(s.winner as number)) return 'the Scarcity winner is not a contender';
  return scarcityAgrees(s as Obj & { contenders: number[]; commits: Array<Obj | null>; rolls: unknown[] }, players);
}

// The picks, the mode and the throws tell one story: a mode once every pick is in ('d8' when none has a
// die), throws only after that, and picks not yet thrown still in their Microbes.
function scarcityAgrees(s: Obj & { contenders: number[]; commits: Array<Obj | null>; rolls: unknown[] }, players: Obj[]): string | null {
  if (new Set(s.contenders).size !== s.contenders.length) return 'a contender is listed twice';
  const allIn = !s.commits.includes(null);
  const anyDie = s.commits.some((c) => c !== null && DICE.some((k) => (c[k] as number) > 0));
  const mode = allIn ? (anyDie ? 'chosen' : 'd8') : null;
  if (s.mode !== mode || (mode === null && s.rolls.length > 0)) return 'the Scarcity picks and mode disagree';
  if (s.rolls.length === 0 || mode !== 'chosen') {
    const over = s.commits.some((c, i) => c !== null && DICE.some((k) => (c[k] as number) > (((players[s.contenders[i] as number] as Obj).dice as Obj)[k] as number)));
    if (over) return 'a Scarcity pick is not in its Microbe';
  }
  return null;
}

// A card-effect roll of players against each other: rollers, their picks (in their Microbes until cast), the cast.
function checkContest(c: unknown, n: number, players: Obj[]): string | null {
  if (c === null) return null;
  if (!isObj(c) || typeof c.keep !== 'boolean' || !Array.isArray(c.rollers) || c.rollers.length < 2 || !c.rollers.every((p) => isIndex(p, n))) return 'the card-effect roll of players against each other is not readable';
  if (new Set(c.rollers).size !== c.rollers.length) return 'a card-effect roller is listed twice';
  if (!Array.isArray(c.commits) || c.commits.length !== c.rollers.length || !c.commits.every((x) => x === null || isDice(x))) return 'the card-effect picks are not readable';
  if (c.rolls !== null && !(Array.isArray(c.rolls) && c.rolls.length === c.rollers.length && c.rolls.every((r) => checkThrow(r, n)))) return 'the card-effect throw is not readable';
  if (c.rolls !== null && c.commits.includes(null)) return 'the card-effect dice are cast before every pick is in';
  const held = (i: number) => (players[(c.rollers as number[])[i]!] as Obj).dice as Obj;
  const over = c.rolls === null && c.commits.some((x, i) => x !== null && DICE.some((k) => ((x as Obj)[k] as number) > (held(i)[k] as number)));
  return over ? 'a card-effect pick is not in its Microbe' : null;
}

function checkGame(g: unknown): string | null {
  if (!isObj(g)) return 'the game is missing';
  if (!Array.isArray(g.players) || g.players.length < MIN_PLAYERS || g.players.length > MAX_PLAYERS) return `the game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} Microbes`;
  const n = g.players.length;
  for (const [i, m] of g.players.entries()) {
    const bad = checkMicrobe(m, i);
    if (bad) return bad;
  }
  if (!isDice(g.center)) return "the Center's dice are not readable";
  if (!PHASES.includes(g.phase as string)) return `"${String(g.phase)}" is not a phase`;
  if (!(ROUND_STEPS as readonly unknown[]).includes(g.step)) return `"${String(g.step)}" is not a step of a Round`;
  if (!isCount(g.round) || g.round < 1 || g.round > ROUNDS) return `the Round is not 1 to ${ROUNDS}`;
  if (!isCount(g.genePool) || !isCount(g.traitsRemoved) || !isCount(g.genomePicks) || g.genomePicks > 2 * n) return 'a game counter is not a count';
  if (g.phase === 'genomes' && g.genomePicks === 2 * n) return 'the snake draft is over but Round 1 has not begun';
  const bad = checkScarcity(g.scarcity, n, g.players as Obj[]);
  if (bad) return bad;
  const contest = checkContest(g.contest, n, g.players as Obj[]);
  if (contest) return contest;
  if (g.effect !== null && !(isObj(g.effect) && checkThrow(g.effect, n) && typeof g.effect.kept === 'boolean')) return 'the last card-effect roll is not readable';
  if (g.winner !== null && !isIndex(g.winner, n)) return 'the winner is not a player';
  if ((g.phase === 'over') !== (g.winner !== null)) return 'the winner and the phase disagree';
  const half = g.phase === 'over' ? (g.players as Obj[]).findIndex((m) => nutrients(m.sheet as never) === null) : -1;
  if (half >= 0) return `the game is over but Microbe ${half + 1}'s Nutrients are not all entered`;
  if (g.receipt !== null && typeof g.receipt !== 'string') return 'the last receipt is not readable';
  // Every field reads: now what the rules allow (dice conserved, counters in step, each roll's story, the winner).
  return rulesProblem(g as CellularState);
}

/** Why a stored setup form is not readable, or null. */
export function checkSetup(s: unknown): string | null {
  if (!isObj(s) || !Array.isArray(s.players) || typeof s.snakeDraft !== 'boolean') return 'the setup form is not readable';
  for (const [i, p] of s.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.colour !== 'string') return `setup player ${i + 1} has no name or colour`;
  }
  return null;
}

/** Why `doc` is not a saved Cellular Powerhouse game, or null when it is. */
export function checkCellularState(doc: unknown): string | null {
  if (!isObj(doc)) return 'the Cellular Powerhouse game is missing';
  if (doc.stage === 'setup') return checkSetup(doc.setup);
  if (doc.stage !== 'play') return 'the Cellular Powerhouse game is neither in setup nor in play';
  return checkGame(doc.game);
}
