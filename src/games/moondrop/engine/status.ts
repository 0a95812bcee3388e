// Where a saved Moon Drop table stands: the one-line status on home, and the line pinned over the game screen.
import { type MoonDropDoc, ROUNDS, playerName } from './game';
import { blockFor } from './screens';

/** "Setting up", "Round 5 of 7", "Final sheets" or "Paper sheets". */
export function moonDropStatus(doc: MoonDropDoc): string {
  if (doc.stage === 'setup') return 'Setting up';
  if (doc.stage === 'play') return `Round ${doc.play?.round ?? 1} of ${ROUNDS}`;
  return doc.paper ? 'Paper sheets' : 'Final sheets';
}

/**
 * The line pinned over the game (GameDef.pinned): the round and who places next ("Round 3 of 7 · Ana places",
 * "Round 3 of 7 · roll the block", "Final sheets · shuffle the crises"), and the round's block with its white dice low to high ("Block L: 1 1 3 4").
 */
export function moonDropPinned(doc: MoonDropDoc): { where: string; numbers?: string } {
  const play = doc.play;
  // After play the table's next act is the shuffle of the crises (RULES.md §3, End of game).
  if (doc.stage === 'end' && !doc.shuffle) return { where: `${moonDropStatus(doc)} · shuffle the crises` };
  if (doc.stage !== 'play' || !play) return { where: moonDropStatus(doc) };
  const round = moonDropStatus(doc);
  if (!play.roll) return { where: `${round} · roll the block` };
  const next = play.placed.findIndex((p) => !p);
  const block = blockFor(play.roll.blue, play.roll.whites);
  return {
    where: `${round} · ${next < 0 ? 'everyone has placed' : `${playerName(doc, next)} places`}`,
    numbers: `Block ${block.shape}: ${block.cells.map((c) => c.face).join(' ')}`,
  };
}
