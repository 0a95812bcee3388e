import { useEffect, useRef } from 'preact/hooks';
import { type Board, type Cell, CAPTAIN_TURNS, cellAt, cellName, placeProblem, removeProblem } from '../engine';
import type { CrackersModel } from '../model';
import { canPlaceSomewhere, canRemoveSomewhere } from '../engine/turn';
import { BoardView } from './BoardView';
import { Problem, type Shows, useRefusal } from '../../../shared/ui/Problem';
import { TargetButtons } from './bits';

/** What the Captain's next tap does: pump at a leak, or place or remove a sandbag. */
export type CaptainTool = 'leak0' | 'leak1' | 'place' | 'remove' | null;

const cellsWhere = (board: Board, ok: (cell: Cell) => boolean) => board.sandbags.map((_, i) => cellAt(board, i)).filter(ok);

function ChooseShape({ model, onMsg }: { model: CrackersModel; onMsg: (answer: Shows) => void }) {
  const board = model.board.value;
  return (
    <>
      <h3 id="cr-turn-h">Captain's turn: choose one</h3>
      <div class="cr-choices">
        {CAPTAIN_TURNS.map((t, i) => {
          const why = t.place > 0 && !canPlaceSomewhere(board) ? 'no cell can take a sandbag' : t.remove > 0 && !canRemoveSomewhere(board) ? 'no dry cell has a sandbag' : null;
          return (
            <button type="button" class="btn" key={t.label} disabled={!!why} onClick={() => onMsg(model.shape(i))}>
              {t.label}
              {why && ` (${why})`}
            </button>
          );
        })}
      </div>
      <BoardView board={board} label="Board" />
    </>
  );
}

const part = (done: number, of: number, what: string) => (of > 0 ? [`${what} ${done} of ${of}`] : []);

/** The Captain's turn: one of the four shapes, then each pump (pick a leak, then where the unit comes to rest) and sandbag move. */
export function CaptainTurn({ model, tool, onTool }: { model: CrackersModel; tool: CaptainTool; onTool: (t: CaptainTool) => void }) {
  const p = model.play.value!;
  const board = model.board.value;
  const left = model.captainLeft.value;
  const [msg, setMsg] = useRefusal();
  // Choosing a leak brings its instruction and the board into view (the choice buttons sit above them):
  // whether the unit flows or stays, the Captain pumps it with one tap on the board, in view.
  const intro = useRef<HTMLParagraphElement>(null);
  const chosen = p.shape !== null && left ? tool : null;
  useEffect(() => {
    if (chosen === 'leak0' || chosen === 'leak1') intro.current?.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  }, [chosen]);
  if (p.shape === null || !left) {
    return (
      <section class="panel" aria-labelledby="cr-turn-h">
        <ChooseShape model={model} onMsg={setMsg} />
        <Problem text={msg} />
      </section>
    );
  }
  const shape = CAPTAIN_TURNS[p.shape]!;
  const tools: CaptainTool[] = [...(left.pump > 0 ? (['leak0', 'leak1'] as const) : []), ...(left.place > 0 ? (['place'] as const) : []), ...(left.remove > 0 ? (['remove'] as const) : [])];
  const current = tools.includes(tool) ? tool : null;
  const leak = current === 'leak0' ? 0 : current === 'leak1' ? 1 : null;
  const pumpTo = (to: Cell | null) => setMsg(model.pump(leak!, to));
  let view;
  if (leak !== null) {
    const targets = model.pumpTargets(leak);
    // One way either way, on the board: tap where the unit comes to rest, or, when it cannot flow, the leak itself.
    const stays = targets.length === 0;
    const at = board.leaks[leak]!;
    view = (
      <>
        <p ref={intro} class="cr-intro">
          {stays ? `A unit pumped at leak ${leak + 1} cannot flow: tap the leak (ringed) to pump it; it stays there.` : `Tap where the unit pumped at leak ${leak + 1} comes to rest.`}
        </p>
        <BoardView
          board={board}
          label={stays ? `Board: tap leak ${leak + 1} to pump a unit that stays there` : `Board: where a unit pumped at leak ${leak + 1} may come to rest`}
          targets={stays ? [at] : targets}
          targetNote={stays ? 'pump here: the unit stays on the leak' : 'the pumped unit may come to rest here'}
          source={stays ? null : at}
          sourceNote={`leak ${leak + 1}`}
          onPick={(c) => pumpTo(stays ? null : c)}
        />
        {/* The same choices as buttons of full size (for a screen reader, or a board too fine for a thumb). */}
        {stays ? (
          <TargetButtons targets={[at]} label="Where the pumped unit comes to rest: it stays on the leak" onPick={() => pumpTo(null)} />
        ) : (
          <>
            <TargetButtons targets={targets} label="Where the pumped unit may come to rest" onPick={pumpTo} />
            <button type="button" class="btn" onClick={() => pumpTo(targets[0]!)}>
              Auto: first in reading order
            </button>
          </>
        )}
      </>
    );
  } else if (current === 'place' || current === 'remove') {
    const ok = current === 'place' ? (c: Cell) => placeProblem(board, c) === null : (c: Cell) => removeProblem(board, c) === null;
    const targets = cellsWhere(board, ok);
    view = (
      <>
        <p>Tap a ringed cell to {current} a sandbag there.</p>
        <BoardView board={board} label={`Board: ringed cells can ${current === 'place' ? 'take' : 'give up'} a sandbag`} targets={targets} targetNote={`a sandbag may be ${current === 'place' ? 'placed' : 'removed'} here`} onPick={(c) => setMsg(model.sandbag(c, current))} />
      </>
    );
  } else {
    view = (
      <>
        <p>Pick a leak to pump at{left.place + left.remove > 0 ? ', or the sandbag move' : ''}.</p>
        <BoardView board={board} label="Board" />
      </>
    );
  }
  const stuck = left.pump === 0 && ((left.place > 0 && !canPlaceSomewhere(board)) || (left.remove > 0 && !canRemoveSomewhere(board)));
  const begun = p.pumped + p.placed + p.removed > 0;
  return (
    <section class="panel" aria-labelledby="cr-turn-h">
      <h3 id="cr-turn-h">Captain: {shape.label.toLowerCase()}</h3>
      <p data-testid="captain-progress">{[...part(p.pumped, shape.pump, 'Pumped'), ...part(p.placed, shape.place, 'placed'), ...part(p.removed, shape.remove, 'removed')].join(' · ')}</p>
      <div class="cr-choices" role="group" aria-label="The Captain's next move">
        {left.pump > 0 &&
          ([0, 1] as const).map((l) => (
            <button type="button" class="btn" key={l} aria-pressed={leak === l} onClick={() => onTool(l === 0 ? 'leak0' : 'leak1')}>
              Pump at leak {l + 1} ({cellName(board.leaks[l])})
            </button>
          ))}
        {left.place > 0 && (
          <button type="button" class="btn" aria-pressed={current === 'place'} onClick={() => onTool('place')}>
            Place a sandbag
          </button>
        )}
        {left.remove > 0 && (
          <button type="button" class="btn" aria-pressed={current === 'remove'} onClick={() => onTool('remove')}>
            Remove a sandbag
          </button>
        )}
      </div>
      {view}
      {stuck && (
        <button type="button" class="btn" onClick={() => setMsg(model.skip())}>
          Skip the sandbag move (no cell allows it)
        </button>
      )}
      {!begun && (
        <button type="button" class="btn btn-text" onClick={() => setMsg(model.shape(null))}>
          Choose another turn
        </button>
      )}
      <Problem text={msg} />
    </section>
  );
}
