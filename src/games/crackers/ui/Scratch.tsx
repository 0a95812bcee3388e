import { useMemo, useState } from 'preact/hooks';
import { createSession } from '../../../shared/history/session';
import type { Board } from '../engine';
import { type CrackersAction, type CrackersDoc, applyCrackers } from '../doc';
import { createCrackersModel } from '../model';
import { Calculator } from './Calculator';

// A session kept in memory only: the calculator plays on a copy of the board, and nothing is saved or logged.
function scratchModel(board: Board) {
  const doc: CrackersDoc = { mode: 'calc', board };
  const session = createSession<CrackersDoc, CrackersAction>(
    { v: 2, id: 'scratch', kind: 'crackers', name: 'Water calculator', createdAt: 0, updatedAt: 0, stateVersion: 1, timeline: { base: doc, past: [], future: [], present: doc }, log: [] },
    { kind: 'crackers', stateVersion: 1, create: () => doc, apply: applyCrackers, describe: () => null, checkState: () => null, checkAction: () => null },
    () => {},
  );
  return createCrackersModel(session);
}

/** The water calculator opened from a game: a copy of the game's board to try things on; the game does not change. */
export function ScratchCalculator({ board, onClose }: { board: Board; onClose: () => void }) {
  const [round, setRound] = useState(0);
  // A fresh copy of the game's board each time "Start again" is tapped.
  const model = useMemo(() => scratchModel(board), [round]);
  return (
    <section class="panel cr-scratch" aria-labelledby="cr-scratch-h">
      <h2 id="cr-scratch-h">Water calculator (a copy of the game's board)</h2>
      <p class="note">Nothing here changes the game: try flows and sandbags on the copy, then go back.</p>
      <div class="button-row">
        <button type="button" class="btn btn-primary" onClick={onClose}>
          Back to the game
        </button>
        <button type="button" class="btn" onClick={() => setRound(round + 1)}>
          Start again from the game's board
        </button>
      </div>
      <Calculator model={model} scratch />
    </section>
  );
}
