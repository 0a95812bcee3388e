import type { CellularAction, CellularDoc } from './game';
import { type CellularState, type DiceSet, type ScarcityRoll, addDice, formatDice, standings } from './index';

const name = (g: CellularState, p: number) => g.players[p]?.name ?? `Player ${p + 1}`;

// "Ana d4 4 + d6 2 = 6", "Cy no dice = 0".
function throwText(g: CellularState, r: ScarcityRoll): string {
  const dice = r.dice.length ? r.dice.map((d) => `${d.die} ${d.face}`).join(' + ') : 'no dice';
  return `${name(g, r.player)} ${dice} = ${r.total}`;
}

/** The log line of a commit: who picked, never what (the pick stays secret until the dice are cast). */
export function commitText(g: CellularState, player: number): string {
  const s = g.scarcity;
  const who = `${name(g, player)} picked in secret`;
  if (!s || s.mode === null) return who;
  return s.mode === 'd8' ? `${who}; nobody committed a die: every contender rolls 1 d8` : `${who}; all picks are in: reveal and roll`;
}

/** The log line of a secret pick for a card-effect roll: who picked, never what. */
export function contestPickText(g: CellularState, player: number): string {
  const who = `${name(g, player)} picked in secret for the card-effect roll`;
  return g.contest && !g.contest.commits.includes(null) ? `${who}; all picks are in: cast the dice together` : who;
}

/** The log line of a Scarcity throw: every die, then the winner or the tie. */
export function rollText(g: CellularState): string | null {
  const s = g.scarcity;
  const rolls = s?.rolls.at(-1);
  if (!s || !rolls) return null;
  const thrown = `Scarcity roll: ${rolls.map((r) => throwText(g, r)).join('; ')}`;
  if (s.winner === null) {
    const top = Math.max(...rolls.map((r) => r.total));
    const tied = rolls.filter((r) => r.total === top).map((r) => name(g, r.player));
    return `${thrown}. ${tied.join(' and ')} tie with ${top} and roll ${s.mode === 'd8' ? 'a d8' : 'the same dice'} again`;
  }
  const back = s.mode === 'chosen' ? '; the rolled dice go back to the Center' : '';
  return `${thrown}. ${name(g, s.winner)} wins ${s.prize}${back}`;
}

const minus = (a: DiceSet, b: DiceSet): DiceSet => ({ d4: a.d4 - b.d4, d6: a.d6 - b.d6, d8: a.d8 - b.d8, d12: a.d12 - b.d12 });

/** What this one tap moved, read from the Microbe before and after (a merged step's action holds every tap). */
export function movedText(type: 'take' | 'return', p: number, before: CellularState, after: CellularState): string {
  const [was, now] = [before.players[p]!.dice, after.players[p]!.dice];
  const moved = type === 'take' ? minus(now, was) : minus(was, now);
  return type === 'take' ? `${name(after, p)} takes ${formatDice(moved)} from the Center` : `${name(after, p)} returns ${formatDice(moved)} to the Center`;
}

const sameKind = (p: CellularAction, n: CellularAction) => p.type === n.type && 'player' in p && 'player' in n && p.player === n.player;

/** Repeated edits fold into one undo step: setup, the Gene Pool's size, one player's dice taken or returned, one player's Nutrients. */
export function mergeCellular(prev: CellularAction, next: CellularAction): CellularAction | null {
  if ((prev.type === 'setup' && next.type === 'setup') || (prev.type === 'genePool' && next.type === 'genePool')) return next;
  if (prev.type === 'nutrients' && sameKind(prev, next)) return next;
  if ((prev.type === 'take' || prev.type === 'return') && sameKind(prev, next)) {
    return { ...prev, dice: addDice(prev.dice, (next as { dice: DiceSet }).dice) };
  }
  return null;
}

/**
 * Undo may not take back a secret pick (a Scarcity roll's or a card-effect roll's) once every pick is in: the table has then heard whether anybody
 * committed a die (and may have seen the picks), so the picker could pick again knowing the others'.
 * Before that, undoing a pick shows nothing of it (the hand-over screen comes back closed).
 */
export function cellularUndoRefusal(doc: CellularDoc, last: CellularAction): string | null {
  if (last.type === 'contestPick' && doc.stage === 'play') {
    const c = doc.game.contest;
    return c && c.rolls === null && !c.commits.includes(null) ? 'Every pick is in: a pick cannot be taken back now, as the table may have seen them. Cast the dice.' : null;
  }
  if (last.type !== 'commit' || doc.stage !== 'play') return null;
  const s = doc.game.scarcity;
  if (!s || s.mode === null || s.rolls.length > 0) return null;
  return 'Every pick is in: a pick cannot be taken back now, as the table may have seen them. Roll the dice.';
}

/** The log line when the game starts: the players, the Center and the Traits to remove. */
export function startText(g: CellularState): string {
  const draft = g.phase === 'genomes' ? '; Starting Genomes by snake draft first' : '';
  return `Game started: ${g.players.map((m) => m.name).join(', ')}. Center: ${formatDice(g.center)}; remove ${g.traitsRemoved} Traits${draft}`;
}

/** The log line of the final count: every player's Nutrients, then the result. */
export function finishText(g: CellularState): string {
  const { totals } = standings(g);
  const all = totals.map((t, p) => `${name(g, p)} ${t ?? 0}`).join(', ');
  return `Nutrients: ${all}. ${g.receipt ?? ''}`;
}
