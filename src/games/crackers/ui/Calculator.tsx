import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { type Cell, MAX_DEPTH, MAX_SANDBAGS, depthAt, onBoard, sameCell, sandbagsAt, surface } from '../engine';
import type { CrackersModel } from '../model';
import { BoardText } from './BoardText';
import { BoardView, Legend } from './BoardView';
import { MarkerTools, type Tool } from './MarkerTools';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { TargetButtons, capName } from './bits';

function CellEditor({ model, cell, asked, onAsk }: { model: CrackersModel; cell: Cell; asked: boolean; onAsk: () => void }) {
  const board = model.board.value;
  const s = sandbagsAt(board, cell);
  const w = depthAt(board, cell);
  const [msg, setMsg] = useRefusal();
  const targets = asked ? model.targetsAt(cell) : [];
  const flow = (to: Cell) => setMsg(model.flow(cell, to));
  // The cell picked on the board, then the answer to "where can it go?", come into view; the focus stays on the
  // board (arrow keys go on from the cell) or the button, and the live region reads the answer out.
  const editor = useReveal<HTMLElement>(`${cell.row}-${cell.col}`, { focus: false });
  const answer = useReveal<HTMLDivElement>(asked && `${cell.row}-${cell.col}`, { focus: false });
  return (
    <section ref={editor} class="panel" aria-labelledby="cr-cell-h">
      <h3 id="cr-cell-h">{capName(cell)}</h3>
      <Stepper label="Sandbags" srLabel={`${capName(cell)} sandbags`} value={s} min={0} max={MAX_SANDBAGS} onChange={(n) => setMsg(model.setCell(cell, n, w))} />
      <Stepper label="Water depth" srLabel={`${capName(cell)} water depth`} value={w} min={0} max={MAX_DEPTH} onChange={(n) => setMsg(model.setCell(cell, s, n))} />
      <button type="button" class="btn" aria-pressed={asked} onClick={onAsk}>
        Where can the top unit here go?
      </button>
      <div ref={answer} aria-live="polite" data-testid="flow-answer">
        {asked &&
          (w === 0 ? (
            <p>This cell is dry: there is no water to flow.</p>
          ) : targets.length === 0 ? (
            <p>
              It stays: lifted off, the unit is at level {surface(board, cell) - 1}, and nothing it can reach is lower.
            </p>
          ) : (
            <>
              <p>
                It may come to rest at {targets.length === 1 ? 'one cell' : `${targets.length} cells`} (ringed). Tap one to move it there.
              </p>
              <TargetButtons targets={targets} label="Where the unit may come to rest" onPick={flow} />
            </>
          ))}
      </div>
      <Problem text={msg} />
    </section>
  );
}

/** The water calculator: free editing of every cell, where one unit may go, and settling all the water. */
export function Calculator({ model, scratch = false }: { model: CrackersModel; scratch?: boolean }) {
  const board = model.board.value;
  const [tool, setTool] = useState<Tool>('select');
  const [picked, setPicked] = useState<Cell | null>(null);
  const [asked, setAsked] = useState(false);
  const [msg, setMsg] = useRefusal();
  const cell = picked && onBoard(board, picked) ? picked : null;
  const targets = cell && asked ? model.targetsAt(cell) : [];
  const waiting = model.pending.value.length;
  const hint = model.outcomeNow.value;
  const tap = (c: Cell) => {
    if (tool !== 'select') return setMsg(model.marker(tool, c));
    setAsked(cell !== null && sameCell(cell, c) ? asked : false);
    setPicked(c);
  };
  return (
    <>
      {!scratch && (
        <>
          <h2>Water calculator</h2>
          {/* First on the screen: a board opened from a share link or a QR code is most often played on next. */}
          <div class="button-row">
            <button type="button" class="btn btn-primary" onClick={() => setMsg(model.start())}>
              Start a game on this board
            </button>
            <button type="button" class="btn" onClick={() => setMsg(model.setMode('setup'))}>
              Board setup
            </button>
          </div>
        </>
      )}
      <p class="muted">Make the board match the table, tap a cell to edit it, then ask where its top unit of water may go, or settle all the water.</p>
      <MarkerTools withSelect tool={tool} onTool={setTool} />
      <BoardView
        board={board}
        label={tool === 'select' ? 'Board: tap a cell to edit it' : 'Board: tap a cell to put the marker there'}
        targets={targets}
        targetNote="the unit may come to rest here"
        source={cell}
        sourceNote="selected"
        onPick={(to) => setMsg(model.flow(cell!, to))}
        onOther={tap}
      />
      <Problem text={msg} />
      {cell && tool === 'select' && <CellEditor key={`${cell.row}-${cell.col}`} model={model} cell={cell} asked={asked} onAsk={() => setAsked(!asked)} />}
      <section class="panel" aria-labelledby="cr-settle-h">
        <h3 id="cr-settle-h">Settle</h3>
        <p data-testid="settle-status">
          {waiting === 0 ? 'The water is still: no unit can flow.' : `${waiting === 1 ? 'One column has' : `${waiting} columns have`} water that can flow.`}
        </p>
        <button type="button" class="btn btn-primary" disabled={waiting === 0} onClick={() => setMsg(model.settle())}>
          Settle all the water
        </button>
        <p class="muted">Each unit goes to its first target in reading order; {scratch ? 'undo on the copy to try another way' : 'undo to try another way'}.</p>
      </section>
      {hint.winner && (
        <p class="note" data-testid="outcome-hint">
          In play, this board ends the game: {hint.winner === 'captain' ? 'the Captain wins' : 'the crew wins'}. {hint.reason}
        </p>
      )}
      <Legend />
      {!scratch && <BoardText model={model} canImport />}
    </>
  );
}
