import { type Board, type Cell, CAPTAIN_TURNS, cellAt, cellName, placeProblem, removeProblem } from '../engine';
import type { CrackersModel } from '../model';
import { canPlaceSomewhere, canRemoveSomewhere } from '../engine/turn';
import { BoardView } from './BoardView';
import { Problem, type Shows, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';
import { TargetButtons } from './bits';

/** What the Captain's next tap does: pump at a leak, or place or remove a sandbag. */
export type CaptainTool = 'leak0' | 'leak1' | 'place' | 'remove' | null;

const cellsWhere = (board: Board, ok: (cell: Cell) => boolean) => board.sandbags.map((_, i) => cellAt(board, i)).filter(ok);

// Choosing a shape ends nothing: a second tap lands on a leak, the next thing to tap anyway, so it is not held back.
function ChooseShape({ model, onMsg }: { model: CrackersModel; onMsg: (answer: Shows) => void }) {
  const board = model.board.value;
  return (
    <>
      <h3 id="cr-turn-h">Captain's turn: choose one</h3>
      <div class="cr-choices cr-shapes">
        {CAPTAIN_TURNS.map((t, i) => {
          const why = t.place > 0 && !canPlaceSomewhere(board) ? 'no cell can take one' : t.remove > 0 && !canRemoveSomewhere(board) ? 'no dry cell has one' : null;
          return (
            <button type="button" class="btn" key={t.label} disabled={!!why} onClick={() => onMsg(model.shape(i))}>
              {t.label}
              {why && <small> ({why})</small>}
            </button>
          );
        })}
      </div>
      <BoardView board={board} label="Board" />
    </>
  );
}

const part = (done: number, of: number, what: string) => (of > 0 ? [`${what} ${done} of ${of}`] : []);

/**
 * The Captain's turn: one of the four shapes, then each pump (pick a leak, then where the unit comes to rest)
 * and sandbag move. The heading, the leak row, what to tap and the board are one box brought into view at each
 * step; every tap that does a part of the turn goes through `steady`, so a double tap does one.
 */
export function CaptainTurn({ model, tool, onTool, steady: { steady, settling } }: { model: CrackersModel; tool: CaptainTool; onTool: (t: CaptainTool) => void; steady: Steady }) {
  const p = model.play.value!;
  const board = model.board.value;
  const left = model.captainLeft.value;
  const [msg, setMsg] = useRefusal();
  const choosing = p.shape === null || !left;
  const tools: CaptainTool[] = left ? [...(left.pump > 0 ? (['leak0', 'leak1'] as const) : []), ...(left.place > 0 ? (['place'] as const) : []), ...(left.remove > 0 ? (['remove'] as const) : [])] : [];
  const current = tools.includes(tool) ? tool : null;
  // Each part done, and each tool picked, is a new thing to tap: the box comes into view with it.
  const box = useReveal<HTMLDivElement>(choosing ? `cap-${p.round}-choose` : `cap-${p.round}-${p.shape}-${p.pumped}${p.placed}${p.removed}-${current ?? 'none'}`);
  if (choosing) {
    return (
      <section class="panel" aria-labelledby="cr-turn-h">
        <div ref={box} class="cr-box">
          <ChooseShape model={model} onMsg={setMsg} />
          <Problem text={msg} />
        </div>
      </section>
    );
  }
  const shape = CAPTAIN_TURNS[p.shape!]!;
  const leak = current === 'leak0' ? 0 : current === 'leak1' ? 1 : null;
  const busy = settling || undefined;
  const pumpTo = steady((to: Cell | null) => setMsg(model.pump(leak!, to)));
  let prompt: string;
  let onBoard;
  let extra = null;
  if (leak !== null) {
    const targets = model.pumpTargets(leak);
    // One way either way, on the board: tap where the unit comes to rest, or, when it cannot flow, the leak itself.
    const stays = targets.length === 0;
    const at = board.leaks[leak]!;
    prompt = stays ? `Leak ${leak + 1}'s unit cannot flow: tap the ringed leak.` : `Tap where leak ${leak + 1}'s unit comes to rest.`;
    onBoard = (
      <BoardView
        board={board}
        busy={settling}
        label={stays ? `Board: tap leak ${leak + 1} to pump a unit that stays there` : `Board: where a unit pumped at leak ${leak + 1} may come to rest`}
        targets={stays ? [at] : targets}
        targetNote={stays ? 'pump here: the unit stays on the leak' : 'the pumped unit may come to rest here'}
        source={stays ? null : at}
        sourceNote={`leak ${leak + 1}`}
        onPick={(c) => pumpTo(stays ? null : c)}
      />
    );
    // The same choices as buttons of full size (for a screen reader, or a board too fine for a thumb), under the box.
    extra = stays ? (
      <TargetButtons targets={[at]} label="Where the pumped unit comes to rest: it stays on the leak" busy={settling} onPick={() => pumpTo(null)} />
    ) : (
      <>
        <TargetButtons targets={targets} label="Where the pumped unit may come to rest" busy={settling} onPick={pumpTo} />
        <button type="button" class="btn" aria-disabled={busy} onClick={() => pumpTo(targets[0]!)}>
          Auto: first in reading order
        </button>
      </>
    );
  } else if (current === 'place' || current === 'remove') {
    const ok = current === 'place' ? (c: Cell) => placeProblem(board, c) === null : (c: Cell) => removeProblem(board, c) === null;
    const targets = cellsWhere(board, ok);
    prompt = `Tap a ringed cell to ${current} a sandbag there.`;
    onBoard = (
      <BoardView
        board={board}
        busy={settling}
        label={`Board: ringed cells can ${current === 'place' ? 'take' : 'give up'} a sandbag`}
        targets={targets}
        targetNote={`a sandbag may be ${current === 'place' ? 'placed' : 'removed'} here`}
        onPick={steady((c: Cell) => setMsg(model.sandbag(c, current)))}
      />
    );
  } else {
    prompt = `Pick a leak to pump at${left!.place + left!.remove > 0 ? ', or the sandbag move' : ''}.`;
    onBoard = <BoardView board={board} label="Board" />;
  }
  const stuck = left!.pump === 0 && ((left!.place > 0 && !canPlaceSomewhere(board)) || (left!.remove > 0 && !canRemoveSomewhere(board)));
  const begun = p.pumped + p.placed + p.removed > 0;
  return (
    <section class="panel" aria-labelledby="cr-turn-h">
      <div ref={box} class="cr-box">
        {/* "Captain: pump 2, place 1" and what is done of it, on one line. */}
        <div class="cr-head">
          <h3 id="cr-turn-h">Captain: {shape.label.toLowerCase().replace(/ sandbags?$/, '')}</h3>
          <p class="cr-progress" data-testid="captain-progress">
            {[...part(p.pumped, shape.pump, 'Pumped'), ...part(p.placed, shape.place, 'placed'), ...part(p.removed, shape.remove, 'removed')].join(' · ')}
          </p>
        </div>
        <div class="cr-tool-row" role="group" aria-label="The Captain's next move" style={{ '--n': tools.length }}>
          {left!.pump > 0 &&
            ([0, 1] as const).map((l) => (
              <button type="button" class="btn" key={l} aria-pressed={leak === l} onClick={() => onTool(l === 0 ? 'leak0' : 'leak1')}>
                {/* Named in full ("Pump at leak 1 (row 1, column 1)"); shown short, to keep the row one line of buttons. */}
                <span>
                  <span class="visually-hidden">Pump at </span>
                  Leak {l + 1}
                </span>{' '}
                <small>({cellName(board.leaks[l])})</small>
              </button>
            ))}
          {left!.place > 0 && (
            <button type="button" class="btn" aria-pressed={current === 'place'} onClick={() => onTool('place')}>
              Place a sandbag
            </button>
          )}
          {left!.remove > 0 && (
            <button type="button" class="btn" aria-pressed={current === 'remove'} onClick={() => onTool('remove')}>
              Remove a sandbag
            </button>
          )}
        </div>
        <p class="cr-prompt">{prompt}</p>
        {onBoard}
        {stuck && (
          <button type="button" class="btn" aria-disabled={busy} onClick={steady(() => setMsg(model.skip()))}>
            Skip the sandbag move (no cell allows it)
          </button>
        )}
        <Problem text={msg} />
      </div>
      {extra}
      {!begun && (
        <button type="button" class="btn btn-text" onClick={() => setMsg(model.shape(null))}>
          Choose another turn
        </button>
      )}
    </section>
  );
}
