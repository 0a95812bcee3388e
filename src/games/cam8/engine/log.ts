// CAM 8's log lines (the move table, move-table.ts, says which line each move leaves) and its undo steps.
import {
  ACTION_NAMES,
  type Cam8State,
  type InitiativeDecisions,
  PHASE_NAMES,
  REVOLT_AFTER,
  type Receipt,
  type WhaleField,
  cardsText,
  describe,
  hasBlanks,
  lastSpace,
  initiativeTies,
  isNeeds,
  phaseTitle,
  type Need,
} from './index';
import { hamstersWord } from './hamsters';
import type { Cam8Action, Cam8Doc, Pending, Playing } from './game';
import { resolvePending } from './pending';

const FIELD_NAMES: Record<WhaleField, string> = {
  size: 'size',
  krill: 'krill',
  breeders: 'Breeders',
  diggers: 'Diggers',
  harvesters: 'Harvesters',
  guards: 'Guards',
  politicians: 'Politicians',
  assists: 'Assist tokens',
  boost: 'Psychic Boost',
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** Whale `i`'s name in the log. */
export const whaleName = (g: Cam8State, i: number): string => g.players[i]?.name ?? `Player ${i + 1}`;

/** " Game over: …." when the move from `before` to `g` ended the game, else "". */
export function overText(before: Cam8Doc, g: Cam8State): string {
  return g.gameOver && (before.stage !== 'play' || !before.game.gameOver) ? ` Game over: ${g.gameOver.reason}.` : '';
}

/** The receipt the move from `before` to `g` left, or null when it left none (or the same one). */
function newReceipt(before: Cam8Doc, g: Cam8State): Receipt | null {
  return before.stage === 'play' && g.receipt && g.receipt !== before.game.receipt ? g.receipt : null;
}

/** The log line of a move that resolves something (an action, a trade, a meal, the pick order, the harvest): its new receipt, or null. */
export function receiptText(before: Cam8Doc, g: Cam8State): string | null {
  const receipt = newReceipt(before, g);
  return receipt ? `${describe(receipt)}${overText(before, g)}` : null;
}

/** "Game started: Ana, Bo, Cy". */
export function startText(g: Cam8State): string {
  return `Game started: ${g.players.map((w) => w.name).join(', ')}`;
}

/** The phase just begun; Command & Resolve goes in card order, so its line says which card each whale holds. */
export function phaseText(g: Cam8State): string {
  return g.phase === 'command' ? `${phaseTitle(g)}. ${cardsText(g)}` : phaseTitle(g);
}

/** "Ana takes initiative card 2". */
export function cardText(g: Cam8State, player: number, card: number): string {
  return `${whaleName(g, player)} takes initiative card ${card}`;
}

/** "Ana asks to end Diplomacy & Trade I" (or no longer asks). */
export function askText(g: Cam8State, player: number, asking: boolean): string {
  return `${whaleName(g, player)} ${asking ? 'asks' : 'no longer asks'} to end ${PHASE_NAMES[g.phase]}`;
}

/** "Ana: krill +2 by hand", with the ending if the correction ended the game. */
export function adjustText(g: Cam8State, player: number, field: WhaleField, delta: number, over: string): string {
  return `${whaleName(g, player)}: ${FIELD_NAMES[field]} ${signed(delta)} by hand${over}`;
}

/** "Feral Hamsters +1 space by hand, now 3", with the space on a track with blanks and the ending if it ended the game. */
export function feralText(g: Cam8State, delta: number, over: string): string {
  const level = g.feralLevel > REVOLT_AFTER ? `past ${REVOLT_AFTER}` : String(g.feralLevel);
  const space = hasBlanks(g.track.slice(0, lastSpace(g.track))) && !g.gameOver ? ` (space ${g.feralSpace + 1} of ${lastSpace(g.track) + 1})` : '';
  return `Feral Hamsters ${signed(delta)} ${Math.abs(delta) === 1 ? 'space' : 'spaces'} by hand, now ${level}${space}${over}`;
}

/** Whose choice a need waits for, and what it is: "1 hamster to lose: waiting for Bo's choice". */
function needText(g: Cam8State, n: Exclude<Need, { kind: 'dice' }>): string {
  const owner = `waiting for ${whaleName(g, n.player)}'s choice`;
  if (n.kind === 'gain') return `${owner} of the occupation of ${hamstersWord(n.count)}`;
  return `${hamstersWord(n.count)} to ${n.kind === 'flee' ? 'lose' : 'give'}: ${owner}`;
}

/**
 * Dice (or a move without dice) parked for their owners' choices, said as what happened and who chooses:
 * "Bo: Feed → ate its size (1 krill); 1 hamster to lose: waiting for Bo's choice".
 */
export function rollText(g: Cam8State, p: Pending): string {
  const r = resolvePending(g, p);
  if (!isNeeds(r) || !r.receipt) return `${whaleName(g, p.player)}: ${p.kind === 'act' ? ACTION_NAMES[p.action] : 'Feed'}; waiting for a choice`;
  return `${describe(r.receipt)}; ${r.needs.flatMap((n) => (n.kind === 'dice' ? [] : [needText(g, n)])).join('; ')}`;
}

/** A round of the roll-off: each new die, then the pick order once the dice set it, or who is still tied. */
export function rollOffText(decisions: InitiativeDecisions, before: Cam8Doc, after: Playing): string {
  const g = after.game;
  const was = before.stage === 'play' ? before.rollOff?.rolls : undefined;
  const faces = Object.entries(decisions.rolls ?? {})
    .filter(([p, f]) => f.length > (was?.[Number(p)]?.length ?? 0))
    .map(([p, f]) => `${whaleName(g, Number(p))} ${f[f.length - 1]}`);
  const rolled = `Roll-off for the pick order: ${faces.join(', ')}`;
  const receipt = newReceipt(before, g);
  if (receipt) return `${rolled}. ${describe(receipt)}`;
  const again = after.rollOff ? initiativeTies(g, after.rollOff).flatMap((t) => t.mustRoll).map((p) => whaleName(g, p)) : [];
  return `${rolled}; still tied: ${again.join(', ')} roll again`;
}

/** "Flooded sections as last turn: Ana 3, Bo 0" (the whales still in the game). */
export function floodText(g: Cam8State, counts: number[]): string {
  return `Flooded sections as last turn: ${g.players.flatMap((w, i) => (w.out ? [] : [`${w.name} ${counts[i] ?? 0}`])).join(', ')}`;
}

/** "Ana is done". */
export function passText(g: Cam8State, player: number): string {
  return `${whaleName(g, player)} is done`;
}

/**
 * Consecutive hand corrections of the same counter in the same direction fold into one undo
 * step (same direction only: counters clamp at 0, so −1 then +1 is not the same as 0), and so
 * do consecutive taps on one whale's flooded sections (each carries every count, so the last one holds).
 */
export function mergeCam8(prev: Cam8Action, next: Cam8Action): Cam8Action | null {
  if (prev.type === 'setup' && next.type === 'setup') return next;
  if (prev.type === 'flood' && next.type === 'flood' && prev.player !== undefined && prev.player === next.player) return next;
  const same = prev.type === 'adjust' && next.type === 'adjust' && prev.player === next.player && prev.field === next.field;
  if (same && Math.sign(prev.delta) === Math.sign(next.delta)) {
    return { ...next, delta: prev.delta + next.delta };
  }
  return null;
}
