// What a saved game may not say even when every field reads: the rules' invariants. A hand-edited backup or a
// received link is checked with these before it is trusted (50 d12 in one Microbe, a winner with fewer Nutrients).
import { andList } from '../../rules-kit/words';
import { countDice, expandDice } from './dice';
import { standings } from './nutrients';
import { ROUNDS, type SetupSheet, genePoolSize, setupSheet } from './setup';
import { nameOf } from './state';
import { DICE, STEP_NAMES, type CellularState, type Scarcity } from './types';

const names = (g: CellularState, list: readonly number[]) => andList(list.map((p) => nameOf(g, p)));
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const where = (g: CellularState) => `Round ${g.round} · ${STEP_NAMES[g.step]}`;

// Every die of the setup is in the Center or in a Microbe, and no other die is: a roll's dice go back before it ends.
function diceProblem(g: CellularState, sheet: SetupSheet): string | null {
  for (const k of DICE) {
    const total = g.center[k] + g.players.reduce((n, m) => n + m.dice[k], 0);
    if (total === sheet.center[k]) continue;
    const parts = [`the Center ${g.center[k]}`, ...g.players.map((m) => `${m.name} ${m.dice[k]}`)].join(' + ');
    return `the ${k}s do not add up: ${parts} = ${total}, but ${g.players.length} players play with ${sheet.center[k]} ${k}`;
  }
  return null;
}

// The draft, the Rounds and the count follow one another: their counters say the same place in the game.
function flowProblem(g: CellularState, sheet: SetupSheet): string | null {
  const n = g.players.length;
  const picks = 2 * n;
  if (g.traitsRemoved !== sheet.removeTraits) return `${g.traitsRemoved} Traits are removed from the Source, but a game of ${n} removes ${sheet.removeTraits}`;
  const full = genePoolSize(n);
  if (g.genePool > full) return `the Gene Pool holds ${g.genePool} cards, more than a full one of ${full}`;
  if (g.phase === 'genomes') {
    if (g.round !== 1 || g.step !== 'genePool' || g.genePool !== full) return `the snake draft is at pick ${g.genomePicks + 1} of ${picks}, but the game is already at ${where(g)} with a Gene Pool of ${g.genePool}`;
    if (g.scarcity !== null || g.effect !== null || g.contest !== null) return 'a roll is recorded during the snake draft, where none is made';
  } else if (g.genomePicks !== 0 && g.genomePicks !== picks) {
    return `the snake draft stopped at pick ${g.genomePicks} of ${picks}, yet the game is past it`;
  }
  const counting = g.phase === 'scoring' || g.phase === 'over';
  if (counting && (g.round !== ROUNDS || g.step !== 'roundEnd')) return `Nutrients are counted, but the game is at ${where(g)}, not after Round ${ROUNDS}`;
  const early = counting ? -1 : g.players.findIndex((m) => m.sheet !== null);
  if (early >= 0) return `${nameOf(g, early)}'s Nutrients are entered before Round ${ROUNDS} is over`;
  return null;
}

// A Scarcity roll's picks come in seat order (a contender with no dice skipped at once), its throws are the picked
// dice of those still rolling with totals their faces make, and its winner is the one alone on top of the last throw.
function scarcityStory(g: CellularState, s: Scarcity): string | null {
  if (s.contenders.some((p, i) => i > 0 && p <= s.contenders[i - 1]!)) return `the Scarcity roll's contenders (${names(g, s.contenders)}) are not in seat order`;
  const gap = s.commits.indexOf(null);
  for (const [i, c] of s.commits.entries()) {
    const p = s.contenders[i]!;
    if (gap >= 0 && i > gap && c !== null && !(countDice(c) === 0 && countDice(g.players[p]!.dice) === 0)) {
      return `${nameOf(g, p)} has picked dice for the Scarcity roll before ${nameOf(g, s.contenders[gap]!)}, whose turn it is`;
    }
  }
  let rollers = s.contenders;
  for (const [k, t] of s.rolls.entries()) {
    const throwName = `Scarcity throw ${k + 1}`;
    if (!same(t.map((r) => r.player), rollers)) return `${throwName} is by ${names(g, t.map((r) => r.player))}, but ${names(g, rollers)} ${rollers.length === 1 ? 'rolls' : 'roll'} it`;
    for (const r of t) {
      const picked = s.mode === 'd8' ? ['d8'] : expandDice(s.commits[s.contenders.indexOf(r.player)]!);
      if (!same(r.dice.map((d) => DICE.indexOf(d.die)), picked.map((d) => DICE.indexOf(d as never)))) return `${nameOf(g, r.player)} rolls other dice in ${throwName} than were picked`;
      const sum = r.dice.reduce((a, d) => a + d.face, 0);
      if (r.total !== sum) return `${nameOf(g, r.player)}'s total in ${throwName} is ${r.total}, but the faces add up to ${sum}`;
    }
    const top = Math.max(...t.map((r) => r.total));
    const tied = t.filter((r) => r.total === top).map((r) => r.player);
    if (k < s.rolls.length - 1 && tied.length === 1) return `${nameOf(g, tied[0]!)} won ${throwName} outright, yet the Scarcity roll went on`;
    rollers = tied;
  }
  const won = s.rolls.length > 0 && rollers.length === 1 ? rollers[0]! : null;
  if (s.winner === won) return null;
  if (won === null) return `the Scarcity roll for ${s.prize} names ${nameOf(g, s.winner!)} the winner, but ${s.rolls.length ? 'its last throw is a tie' : 'nobody has thrown yet'}`;
  return `${nameOf(g, won)} rolled highest in the Scarcity roll for ${s.prize}, but it names ${s.winner === null ? 'no winner' : nameOf(g, s.winner)}`;
}

// Which Scarcity roll can be where: one for the game only once Nutrients are counted (and won only as the game ends);
// none still open once the Rounds are over unless it is the one for the game.
function scarcityPhaseProblem(g: CellularState, s: Scarcity): string | null {
  const open = s.winner === null;
  if (g.phase === 'rounds' && s.decidesGame) return `a Scarcity roll for the game is recorded at ${where(g)}, before Nutrients are counted`;
  if (g.phase === 'scoring' && open && !s.decidesGame) return `a Scarcity roll for ${s.prize} is still open after Round ${ROUNDS}`;
  if (g.phase === 'scoring' && !open && s.decidesGame) return `${nameOf(g, s.winner!)} won the Scarcity roll for the game, but the game is not over`;
  if (g.phase === 'over' && open) return `the game is over, but its Scarcity roll for ${s.prize} has no winner`;
  return null;
}

// The winner is the one with the most Nutrients by the numbers entered; a tie for most goes to a Scarcity roll among those tied.
function winnerProblem(g: CellularState): string | null {
  const s = g.scarcity;
  const { totals, leaders } = standings(g);
  const top = leaders.length ? totals[leaders[0]!]! : 0;
  const most = `${names(g, leaders)} ${leaders.length === 1 ? 'has' : 'have'} ${top}`;
  if (g.phase === 'scoring' && s?.decidesGame && s.winner === null && !same(s.contenders, leaders)) {
    const tie = leaders.length > 1 ? `the tie for the most Nutrients is ${names(g, leaders)}'s` : `${most} alone`;
    return `the Scarcity roll for the game is among ${names(g, s.contenders)}, but ${tie}`;
  }
  if (g.phase !== 'over' || g.winner === null) return null;
  const w = g.winner;
  if (!leaders.includes(w)) return `${nameOf(g, w)} is declared the winner with ${totals[w] ?? 0} Nutrients, but ${most}`;
  if (leaders.length === 1) return s?.decidesGame ? `${nameOf(g, w)} has the most Nutrients alone, yet a Scarcity roll for the game was played` : null;
  if (!s || !s.decidesGame || s.winner !== w) return `${names(g, leaders)} tie for the most Nutrients (${top}), but no Scarcity roll for the game made ${nameOf(g, w)} the winner`;
  if (!same(s.contenders, leaders)) return `the Scarcity roll for the game was among ${names(g, s.contenders)}, but the tie for the most Nutrients is ${names(g, leaders)}'s`;
  return null;
}

// The last card-effect roll is some of its roller's dice, with the total its faces make.
function effectProblem(g: CellularState): string | null {
  const e = g.effect;
  if (!e) return null;
  if (e.dice.length === 0) return `the last card-effect roll by ${nameOf(g, e.player)} has no dice`;
  const sum = e.dice.reduce((a, d) => a + d.face, 0);
  return e.total === sum ? null : `the last card-effect roll by ${nameOf(g, e.player)} adds up to ${e.total}, but its faces make ${sum}`;
}

// A card-effect roll of players against each other: picks in seat order (an empty Microbe's made at once), only
// during the Rounds while open, never beside a Scarcity roll under way or the one-player roll it replaced, and a
// cast of the picked dice with the totals their faces make.
function contestProblem(g: CellularState): string | null {
  const c = g.contest;
  if (!c) return null;
  if (c.rollers.some((p, i) => i > 0 && p <= c.rollers[i - 1]!)) return `the card-effect roll's rollers (${names(g, c.rollers)}) are not in seat order`;
  const gap = c.commits.indexOf(null);
  for (const [i, pick] of c.commits.entries()) {
    const p = c.rollers[i]!;
    if (gap >= 0 && i > gap && pick !== null && !(countDice(pick) === 0 && countDice(g.players[p]!.dice) === 0)) {
      return `${nameOf(g, p)} has picked dice for the card-effect roll before ${nameOf(g, c.rollers[gap]!)}, whose turn it is`;
    }
  }
  if (c.rolls === null) {
    if (g.phase !== 'rounds') return `a card-effect roll is being picked at ${g.phase === 'genomes' ? 'the snake draft' : 'the count of Nutrients'}, where none is made`;
    if (g.scarcity && g.scarcity.winner === null) return 'a card-effect roll is being picked while a Scarcity roll is under way';
    if (c.commits.every((pick, i) => pick !== null && countDice(pick) === 0 && countDice(g.players[c.rollers[i]!]!.dice) === 0)) return `none of ${names(g, c.rollers)} has a die for the card-effect roll`;
  } else {
    for (const [i, r] of c.rolls.entries()) {
      const p = c.rollers[i]!;
      if (r.player !== p) return `the card-effect throw lists ${nameOf(g, r.player)} where ${nameOf(g, p)} rolls`;
      if (!same(r.dice.map((d) => DICE.indexOf(d.die)), expandDice(c.commits[i]!).map((d) => DICE.indexOf(d)))) return `${nameOf(g, p)} casts other dice in the card-effect roll than were picked`;
      const sum = r.dice.reduce((a, d) => a + d.face, 0);
      if (r.total !== sum) return `${nameOf(g, p)}'s total in the card-effect roll is ${r.total}, but the faces add up to ${sum}`;
    }
  }
  return g.effect ? 'a card-effect roll of one player and one of players against each other are both the last' : null;
}

/** Why a game whose every field reads still breaks the rules (what, and where), or null. */
export function rulesProblem(g: CellularState): string | null {
  const sheet = setupSheet(g.players.length) as SetupSheet;
  const s = g.scarcity;
  return (
    diceProblem(g, sheet) ??
    flowProblem(g, sheet) ??
    (s ? (scarcityStory(g, s) ?? scarcityPhaseProblem(g, s)) : null) ??
    winnerProblem(g) ??
    effectProblem(g) ??
    contestProblem(g)
  );
}
