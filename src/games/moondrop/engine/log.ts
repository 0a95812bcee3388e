import type { ActionOf } from '../../rules-kit/moves';
import { andList } from '../../rules-kit/words';
import { type MoonDropAction, type MoonDropDoc, ROUNDS, crisisSet, lifeOrHydro, playerName, squareOneAt } from './game';
import { CRISIS_NAMES, GOAL_NAMES, type CrisisId, type GoalId, MODULE_NAMES, blockFor, blockModules, cellName } from './screens';

/** "Fire → Quake → Plague" (the order they are resolved). */
export const crisisOrderText = (crises: readonly CrisisId[]) => crises.map((c) => CRISIS_NAMES[c]).join(' → ') || 'none';

/** "Fire, Plague and Quake": the crises dealt, a set in the deck's order (their order is unknown until the end). */
export const crisisSetText = (crises: readonly CrisisId[]) => andList(crisisSet(crises).map((c) => CRISIS_NAMES[c])) || 'none';

/** "Research and Mining". */
export const goalsText = (goals: readonly GoalId[]) => goals.map((g) => GOAL_NAMES[g]).join(' and ') || 'none';

/** "turned 90° clockwise", or "not turned". */
export const turnText = (rotation: number) => (rotation % 4 === 0 ? 'not turned' : `turned ${(rotation % 4) * 90}° clockwise`);

/**
 * "Ana wins with 7.", "Ana, Bo and Cy share the win with 7.", "Scoring…" while a sheet is still being scored, or
 * "No points yet" when the best total is 0: blank (or all-crossed) sheets win nothing.
 */
export function winnerText(ready: boolean, names: readonly string[], top: number | null): string {
  if (!ready) return 'Scoring…';
  if (top === null) return 'No sheet could be scored.';
  if (top <= 0) return 'No points yet: every sheet scores 0, so nobody wins.';
  if (names.length === 0) return 'No sheet could be scored.';
  if (names.length === 1) return `${names[0]} wins with ${top}.`;
  return `${andList(names)} share the win with ${top}.`;
}

const blockName = (blue: number, whites: number[]) => `${blockFor(blue, whites).shape} block`;

// "Round 3 · " before a line of play.
const roundOf = (before: MoonDropDoc) => (before.play ? `Round ${before.play.round} · ` : '');

// What a placement or a pass brought about: the next round, or the end of play.
function roundEnd(before: MoonDropDoc, after: MoonDropDoc): string {
  if (after.stage === 'end') return `. All ${ROUNDS} rounds played: the sheets are scored`;
  if (after.play && before.play && after.play.round > before.play.round) return `. Round ${after.play.round} begins`;
  return '';
}

/** The log line of cards dealt by the app, or cards changed after play (null for picks on the setup form, or no change). */
export function cardsLine(a: ActionOf<MoonDropAction, 'cards'>, before: MoonDropDoc, after: MoonDropDoc): string | null {
  if (before.stage === 'setup') {
    // Picks from the table are taps on a form: the start line names the cards.
    if (a.by === 'table') return null;
    return `Cards dealt by the app: crises ${crisisSetText(a.crises)}; goals ${goalsText(a.goals)}`;
  }
  if (after.crises.join() === crisisSet(before.crises).join() && after.goals.join() === before.goals.join()) return null;
  const again = before.shuffle && !after.shuffle ? ' (to be shuffled again)' : '';
  return `Cards changed: crises ${crisisSetText(a.crises)}${again}; goals ${goalsText(a.goals)}`;
}

/** The log line of the end-of-game shuffle: the order the crises are resolved in, and who shuffled them. */
export function shuffleLine(a: ActionOf<MoonDropAction, 'shuffle'>): string {
  const how = a.by === 'app' ? 'Crises shuffled by the app' : "Crises in the order the table's cards came out";
  return `${how}: ${crisisOrderText(a.order)}`;
}

/** The log line of the start: the players and the cards, in play or transcribing paper sheets. */
export function startLine(a: ActionOf<MoonDropAction, 'start'>, after: MoonDropDoc): string {
  const names = after.players.map((_, i) => playerName(after, i)).join(', ');
  const how = a.paper ? 'Transcribing paper sheets' : 'Game started';
  return `${how}: ${names}. Crises ${crisisSetText(after.crises)} (shuffled at the end); goals ${goalsText(after.goals)}`;
}

/** The log line of a roll: the blue die and its block, the white dice low to high. */
export function rollLine(a: ActionOf<MoonDropAction, 'roll'>, before: MoonDropDoc): string {
  const whites = [...a.whites].sort((x, y) => x - y).join(' ');
  return `${roundOf(before)}${a.by === 'real' ? 'Real dice' : 'Rolled'}: blue ${a.blue} (${blockName(a.blue, a.whites)}), white ${whites}`;
}

/** The log line of a placement: the block, where square 1 went, its turn and modules, then what the round brought about. */
export function placeLine(a: ActionOf<MoonDropAction, 'place'>, before: MoonDropDoc, after: MoonDropDoc): string {
  const roll = before.play!.roll!;
  const block = blockFor(roll.blue, roll.whites);
  const squares = blockModules(block, lifeOrHydro(a.picks));
  const modules = 'error' in squares ? '' : `: ${squares.map((s) => MODULE_NAMES[s.module]).join(', ')}`;
  const at = squareOneAt(block.cells, a.anchor, a.rotation);
  const line = `${playerName(before, a.player)} places the ${block.shape} block, square 1 at ${cellName(at)}, ${turnText(a.rotation)}${modules}`;
  return `${roundOf(before)}${line}${roundEnd(before, after)}`;
}

/** The log line of a pass (the block fits nowhere), then what the round brought about. */
export function passLine(a: ActionOf<MoonDropAction, 'pass'>, before: MoonDropDoc, after: MoonDropDoc): string {
  return `${roundOf(before)}${playerName(before, a.player)} cannot fit the block anywhere and passes${roundEnd(before, after)}`;
}

/** The log line of a final sheet read from pasted text. */
export function sheetLine(a: ActionOf<MoonDropAction, 'sheet'>, before: MoonDropDoc): string {
  return `${playerName(before, a.player)}'s sheet read from text`;
}

/** Folds one paint stroke (a drag) into one undo step, and repeated setup edits into one. */
export function mergeMoonDrop(prev: MoonDropAction, next: MoonDropAction): MoonDropAction | null {
  if (prev.type === 'players' && next.type === 'players') return next;
  if (prev.type === 'cards' && next.type === 'cards' && prev.by === 'table' && next.by === 'table') return next;
  if (prev.type === 'paint' && next.type === 'paint' && prev.stroke === next.stroke && prev.player === next.player && prev.value === next.value) {
    const cells = [...prev.cells];
    for (const c of next.cells) if (!cells.some((d) => d.row === c.row && d.col === c.col)) cells.push(c);
    return { ...next, cells };
  }
  return null;
}
