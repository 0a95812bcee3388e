import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { APP_SIDES, type Cell } from '../engine';
import { MARKER_NAMES } from '../engine/log';
import type { CrackersModel } from '../model';
import { BoardText } from './BoardText';
import { BoardView, Legend } from './BoardView';
import { MarkerTools, type Tool } from './MarkerTools';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { markerCell } from './bits';

/** Board size, the default layout, and the markers moved to match the board on the table. */
export function Setup({ model }: { model: CrackersModel }) {
  const board = model.board.value;
  const [tool, setTool] = useState<Tool>('leak0');
  const [msg, setMsg] = useRefusal();
  const marker = tool === 'select' ? 'leak0' : tool;
  const crewTool = marker === 'a' || marker === 'b' || marker === 'c';
  const { min, max } = APP_SIDES;
  return (
    <>
      <h2>Set up the board</h2>
      <p class="muted">Match the board on the table: its size, the two leaks, the escape pod, the control room and the crew pawns.</p>
      <div class="cr-sizes">
        <Stepper label="Columns" srLabel="Board columns" value={board.width} min={min} max={max} onChange={(w) => setMsg(model.setSize(w, board.height))} />
        <Stepper label="Rows" srLabel="Board rows" value={board.height} min={min} max={max} onChange={(h) => setMsg(model.setSize(board.width, h))} />
      </div>
      <p data-testid="rounds">
        {board.width} × {board.height} board: <strong>{model.rounds.value} rounds</strong>. A new size starts from the default layout.
      </p>
      <MarkerTools tool={marker} onTool={setTool} />
      <BoardView
        board={board}
        label={`Board, ${board.height} rows by ${board.width} columns: tap a cell to put ${MARKER_NAMES[marker].toLowerCase()} there`}
        source={markerCell(board, marker)}
        sourceNote={`${MARKER_NAMES[marker].toLowerCase()} is here`}
        onOther={(cell: Cell) => setMsg(model.marker(marker, cell))}
      />
      <Problem text={msg} />
      <div class="button-row">
        {crewTool && board.crew[marker] && (
          <button type="button" class="btn" onClick={() => setMsg(model.marker(marker, null))}>
            Take crew {marker} off the board
          </button>
        )}
        <button type="button" class="btn" onClick={() => setMsg(model.layout())}>
          Default layout
        </button>
      </div>
      <Legend />
      <button type="button" class="btn btn-primary btn-big" onClick={() => setMsg(model.start())}>
        Start the game
      </button>
      <button type="button" class="btn" onClick={() => setMsg(model.setMode('calc'))}>
        Open the water calculator
      </button>
      <BoardText model={model} canImport />
    </>
  );
}
