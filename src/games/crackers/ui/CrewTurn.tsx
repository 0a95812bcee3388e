import { type Cell, DROWNING_DEPTH, cellName, depthAt, placeProblem, removeProblem, sandbagsAt } from '../engine';
import type { CrackersModel } from '../model';
import { BoardView } from './BoardView';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';
import { capName } from './bits';

/** "All crew stay" for the crew still to play this round: "All crew stay", "Crew b and c stay", "Crew c stays". */
function stayLabel(crew: readonly string[], all: number): string {
  if (crew.length === all && all > 1) return 'All crew stay';
  if (crew.length === 1) return `Crew ${crew[0]} stays`;
  return `Crew ${crew.slice(0, -1).join(', ')} and ${crew[crew.length - 1]} stay`;
}

/**
 * A crew member's turn: move (the reachable cells are ringed), then place, remove or leave a sandbag where it
 * stands; or, in one tap, it and the crew after it this round all stay and change no sandbag. The heading, the
 * board and the buttons that end the step are one box brought into view, the buttons in the same place at
 * both steps (each ends a step, through `steady`, so a double tap ends one).
 */
export function CrewTurn({ model, steady: { steady, settling } }: { model: CrackersModel; steady: Steady }) {
  const who = model.crewTurn.value!;
  const p = model.play.value!;
  const board = model.board.value;
  const at = board.crew[who]!;
  const [msg, setMsg] = useRefusal();
  const box = useReveal<HTMLDivElement>(`crew-${p.round}-${who}-${p.moved ? 'bag' : 'move'}`);
  const here = `crew ${who} is here`;
  const busy = settling || undefined;
  if (!p.moved) {
    const wading = depthAt(board, at) === 1;
    const deep = model.crewTargets.value.filter((c) => depthAt(board, c) >= DROWNING_DEPTH);
    const rest = model.stillToPlay.value;
    const crewOnBoard = Object.keys(board.crew).length;
    const move = steady((to: Cell) => setMsg(model.crewMove(to)));
    return (
      <section class="panel" aria-labelledby="cr-turn-h">
        <div ref={box} class="cr-box">
          <h3 id="cr-turn-h">Crew {who}: move</h3>
          {/* One line: the rings show where the rule lets it go (the rule is in the cells' names and the Rules screen). */}
          <p class="cr-prompt">{wading ? `In depth 1, one step at most: tap a ringed cell.` : `Tap a ringed cell to end crew ${who}'s move there.`}</p>
          {deep.length > 0 && (
            <p class="note cr-note" data-testid="crew-deep">
              {deep.length === 1 ? `${capName(deep[0]!)} is` : `${deep.map(capName).join('; ')} are`} water of depth 2 or more: crew {who} would drown there
              and the Captain would win.
            </p>
          )}
          <BoardView
            board={board}
            busy={settling}
            label={`Board: ringed cells are where crew ${who} may end its move`}
            targets={model.crewTargets.value}
            targetNote={`crew ${who} may end its move here`}
            source={at}
            sourceNote={here}
            onPick={move}
          />
          <div class="cr-actions">
            <button type="button" class="btn" aria-disabled={busy} onClick={() => move(at)}>
              Stay at {cellName(at)}
            </button>
            {rest.length > 0 && (
              <button type="button" class="btn btn-primary" aria-disabled={busy} data-testid="crew-stay" onClick={steady(() => setMsg(model.crewStay()))}>
                {stayLabel(rest, crewOnBoard)} <small>(no sandbags)</small>
              </button>
            )}
          </div>
          <Problem text={msg} />
        </div>
      </section>
    );
  }
  const cannotPlace = placeProblem(board, at);
  const cannotRemove = removeProblem(board, at);
  const bag = (change: 'place' | 'remove' | 'none') => steady(() => setMsg(model.crewSandbag(change)));
  return (
    <section class="panel" aria-labelledby="cr-turn-h">
      <div ref={box} class="cr-box">
        <h3 id="cr-turn-h">Crew {who}: a sandbag?</h3>
        <p class="cr-prompt">
          At {cellName(at)}: {sandbagsAt(board, at)} sandbags, depth {depthAt(board, at)}.
        </p>
        <BoardView board={board} label={`Board: crew ${who} at ${cellName(at)}`} source={at} sourceNote={here} />
        <div class="cr-actions cr-actions-3">
          <button type="button" class="btn btn-primary" aria-disabled={busy} onClick={bag('none')}>
            No sandbag change
          </button>
          <button type="button" class="btn" disabled={!!cannotPlace} aria-describedby={cannotPlace ? 'cr-why' : undefined} aria-disabled={busy} onClick={bag('place')}>
            Place a sandbag
          </button>
          <button type="button" class="btn" disabled={!!cannotRemove} aria-describedby={cannotRemove ? 'cr-why' : undefined} aria-disabled={busy} onClick={bag('remove')}>
            Remove a sandbag
          </button>
        </div>
        <Problem text={msg} />
      </div>
      {/* Why a button is off, under the box: the buttons and the board come first on a small screen. */}
      {(cannotPlace || cannotRemove) && (
        <p class="muted cr-why" id="cr-why">
          {[cannotPlace, cannotRemove].filter(Boolean).join(' ')}
        </p>
      )}
    </section>
  );
}
