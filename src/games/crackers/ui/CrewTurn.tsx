import { DROWNING_DEPTH, cellName, depthAt, placeProblem, removeProblem, sandbagsAt } from '../engine';
import type { CrackersModel } from '../model';
import { BoardView } from './BoardView';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { capName } from './bits';

/** A crew member's turn: move (the reachable cells are ringed), then place, remove or leave a sandbag where it stands. */
export function CrewTurn({ model }: { model: CrackersModel }) {
  const who = model.crewTurn.value!;
  const p = model.play.value!;
  const board = model.board.value;
  const at = board.crew[who]!;
  const [msg, setMsg] = useRefusal();
  const here = `crew ${who} is here`;
  if (!p.moved) {
    const wading = depthAt(board, at) === 1;
    const deep = model.crewTargets.value.filter((c) => depthAt(board, c) >= DROWNING_DEPTH);
    return (
      <section class="panel" aria-labelledby="cr-turn-h">
        <h3 id="cr-turn-h">Crew {who}: move</h3>
        <p>
          {wading
            ? `In water of depth 1, crew ${who} may move one step at most.`
            : `Crew ${who} may cross any dry cells, sandbags or not, and may end by stepping into one wet cell.`}{' '}
          Tap a ringed cell to end the move there.
        </p>
        {deep.length > 0 && (
          <p class="note" data-testid="crew-deep">
            {deep.length === 1 ? `${capName(deep[0]!)} is` : `${deep.map(capName).join('; ')} are`} water of depth 2 or more: crew {who} would drown there and
            the Captain would win.
          </p>
        )}
        <BoardView
          board={board}
          label={`Board: ringed cells are where crew ${who} may end its move`}
          targets={model.crewTargets.value}
          targetNote={`crew ${who} may end its move here`}
          source={at}
          sourceNote={here}
          onPick={(to) => setMsg(model.crewMove(to))}
        />
        <div class="button-row">
          <button type="button" class="btn" onClick={() => setMsg(model.crewMove(at))}>
            Stay at {cellName(at)}
          </button>
        </div>
        <Problem text={msg} />
      </section>
    );
  }
  const cannotPlace = placeProblem(board, at);
  const cannotRemove = removeProblem(board, at);
  return (
    <section class="panel" aria-labelledby="cr-turn-h">
      <h3 id="cr-turn-h">Crew {who}: a sandbag?</h3>
      <p>
        Crew {who} stands at {cellName(at)} ({sandbagsAt(board, at)} sandbags, depth {depthAt(board, at)}) and may place or remove one sandbag there.
      </p>
      <BoardView board={board} label={`Board: crew ${who} at ${cellName(at)}`} source={at} sourceNote={here} />
      <div class="cr-choices">
        <button type="button" class="btn" disabled={!!cannotPlace} onClick={() => setMsg(model.crewSandbag('place'))}>
          Place a sandbag
        </button>
        <button type="button" class="btn" disabled={!!cannotRemove} onClick={() => setMsg(model.crewSandbag('remove'))}>
          Remove a sandbag
        </button>
        <button type="button" class="btn btn-primary" onClick={() => setMsg(model.crewSandbag('none'))}>
          No sandbag change
        </button>
      </div>
      {(cannotPlace || cannotRemove) && <p class="muted">{[cannotPlace, cannotRemove].filter(Boolean).join(' ')}</p>}
      <Problem text={msg} />
    </section>
  );
}
