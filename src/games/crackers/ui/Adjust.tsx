import { type Cell, cellName, surface } from '../engine';
import type { CrackersModel } from '../model';
import { BoardView } from './BoardView';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';
import { TargetButtons, capName } from './bits';

/**
 * The adjustment: each unit that must flow, highest first; the Captain picks where it comes to rest. The unit
 * and the board are one box brought into view for each unit; each pick goes through `steady` (the next unit's
 * targets may ring the cell just tapped).
 */
export function Adjust({ model, steady: { steady, settling } }: { model: CrackersModel; steady: Steady }) {
  const next = model.nextFlow.value!;
  const board = model.board.value;
  const queue = model.pending.value;
  const waiting = queue.length;
  const [msg, setMsg] = useRefusal();
  // Every unit that flows leaves a new board: the next unit is a new choice.
  const box = useReveal<HTMLDivElement>(`flow-${model.text.value}`);
  const flow = steady((to: Cell) => setMsg(model.flow(next.from, to)));
  const level = surface(board, next.from) - 1;
  const busy = settling || undefined;
  return (
    <section class="panel" aria-labelledby="cr-adjust-h">
      <div ref={box} class="cr-box">
        <h3 id="cr-adjust-h">Water must flow</h3>
        <p class="cr-prompt" data-testid="flow-next">
          {waiting > 1 && `${waiting} columns have water that must flow, highest first. `}The top unit at <strong>{cellName(next.from)}</strong> (level {level}) may come to
          rest at {next.targets.length === 1 ? 'one cell' : `${next.targets.length} cells`}: the Captain picks.
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
          busy={settling}
          label="Board: pick where the flowing unit comes to rest"
          targets={next.targets}
          targetNote="the unit may come to rest here"
          source={next.from}
          sourceNote="the unit that flows"
          onPick={flow}
        />
        <Problem text={msg} />
      </div>
      <TargetButtons targets={next.targets} label="Where the unit may come to rest" busy={settling} onPick={flow} />
      <div class="button-row">
        <button type="button" class="btn" aria-disabled={busy} onClick={() => flow(next.targets[0]!)}>
          Auto: first in reading order
        </button>
        <button type="button" class="btn" aria-disabled={busy} onClick={steady(() => setMsg(model.settle()))}>
          Auto for all the water
        </button>
      </div>
    </section>
  );
}
