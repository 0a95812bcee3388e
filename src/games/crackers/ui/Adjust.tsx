import { cellName, surface } from '../engine';
import type { CrackersModel } from '../model';
import { BoardView } from './BoardView';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { TargetButtons, capName } from './bits';

/** The adjustment: each unit that must flow, highest first; the Captain picks where it comes to rest. */
export function Adjust({ model }: { model: CrackersModel }) {
  const next = model.nextFlow.value!;
  const board = model.board.value;
  const queue = model.pending.value;
  const waiting = queue.length;
  const [msg, setMsg] = useRefusal();
  const flow = (to: { row: number; col: number }) => setMsg(model.flow(next.from, to));
  const level = surface(board, next.from) - 1;
  return (
    <section class="panel" aria-labelledby="cr-adjust-h">
      <h3 id="cr-adjust-h">Water must flow</h3>
      <p data-testid="flow-next">
        {waiting === 1 ? 'One column has' : `${waiting} columns have`} water that must flow, highest first. The top unit at{' '}
        <strong>{cellName(next.from)}</strong> (level {level}) may come to rest at {next.targets.length === 1 ? 'one cell' : `${next.targets.length} cells`}: the Captain picks.
      </p>
      {waiting > 1 && (
        <ol class="cr-queue" aria-label="Water that must flow, in order" data-testid="flow-queue">
          {queue.map((c, k) => (
            <li key={`${c.row}-${c.col}`} aria-current={k === 0 ? 'step' : undefined}>
              {capName(c)}, level {surface(board, c) - 1}
              {k === 0 ? ': flows now' : ''}
            </li>
          ))}
        </ol>
      )}
      <BoardView
        board={board}
        label="Board: pick where the flowing unit comes to rest"
        targets={next.targets}
        targetNote="the unit may come to rest here"
        source={next.from}
        sourceNote="the unit that flows"
        onPick={flow}
      />
      <TargetButtons targets={next.targets} label="Where the unit may come to rest" onPick={flow} />
      <div class="button-row">
        <button type="button" class="btn" onClick={() => flow(next.targets[0]!)}>
          Auto: first in reading order
        </button>
        <button type="button" class="btn" onClick={() => setMsg(model.settle())}>
          Auto for all the water
        </button>
      </div>
      <Problem text={msg} />
    </section>
  );
}
