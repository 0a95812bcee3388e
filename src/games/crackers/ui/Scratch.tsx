import { useMemo, useState } from 'preact/hooks';
import { createSession } from '../../../shared/history/session';
import { Dialog } from '../../../shared/ui/Dialog';
import type { Board } from '../engine';
import type { CrackersAction, CrackersDoc } from '../engine/game';
import { applyCrackers } from '../engine/move-table';
import { createCrackersModel } from '../model';
import { Calculator } from './Calculator';

// A session kept in memory only: the calculator plays on a copy of the board, and nothing is saved or logged.
function scratchSession(board: Board) {
  const doc: CrackersDoc = { mode: 'calc', board };
  const session = createSession<CrackersDoc, CrackersAction>(
    { v: 2, id: 'scratch', kind: 'crackers', name: 'Water calculator', createdAt: 0, updatedAt: 0, stateVersion: 1, timeline: { base: doc, past: [], future: [], present: doc }, log: [] },
    { kind: 'crackers', stateVersion: 1, create: () => doc, apply: applyCrackers, describe: () => null, checkState: () => null, checkAction: () => null },
    () => {},
  );
  return { session, model: createCrackersModel(session) };
}

function ScratchBody({ board, onClose }: { board: Board; onClose: () => void }) {
  const [round, setRound] = useState(0);
  // A fresh copy of the game's board each time the calculator opens or "Start again" is tapped.
  const { session, model } = useMemo(() => scratchSession(board), [round]);
  return (
    <div class="cr-scratch stack">
      <p class="note">Nothing here changes the game: try flows and sandbags on this copy of its board, then go back.</p>
      <div class="button-row">
        <button type="button" class="btn btn-primary" onClick={onClose}>
          Back to the game
        </button>
        <button type="button" class="btn" disabled={!session.canUndo.value} onClick={() => session.undo()}>
          Undo on the copy
        </button>
        <button type="button" class="btn" disabled={!session.canUndo.value} onClick={() => setRound(round + 1)}>
          Start again from the game's board
        </button>
      </div>
      <Calculator model={model} scratch />
    </div>
  );
}

/**
 * The water calculator opened from a game, over it: a copy of the game's board to try things on. It is a
 * modal dialog, so the game under it (its Undo included) cannot be touched by mistake while it is open;
 * the game does not change.
 */
export function ScratchCalculator({ board, open, onClose }: { board: Board; open: boolean; onClose: () => void }) {
  return (
    <Dialog title="Water calculator (a copy of the game's board)" open={open} onClose={onClose}>
      <ScratchBody board={board} onClose={onClose} />
    </Dialog>
  );
}
