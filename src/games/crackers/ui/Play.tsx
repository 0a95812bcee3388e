import { useState } from 'preact/hooks';
import { useReveal } from '../../../shared/ui/reveal';
import { useSteady } from '../../../shared/ui/steady';
import { overText } from '../engine/log';
import type { CrackersModel } from '../model';
import { turnOrder } from '../engine/turn';
import { Adjust } from './Adjust';
import { BoardText } from './BoardText';
import { BoardView, Legend } from './BoardView';
import { type CaptainTool, CaptainTurn } from './CaptainTurn';
import { CrewTurn } from './CrewTurn';
import { ScratchCalculator } from './Scratch';

function Status({ model }: { model: CrackersModel }) {
  const p = model.play.value!;
  const order = turnOrder(model.board.value);
  const now = order.indexOf(p.turn);
  return (
    <div class="cr-status">
      <h2 data-testid="round">
        Round {p.round} of {model.rounds.value}
      </h2>
      <ol class="cr-turns" aria-label="Turn order">
        {order.map((t, i) => (
          <li key={t} aria-current={i === now ? 'step' : undefined} class={i < now ? 'done' : undefined}>
            {t === 'captain' ? 'Captain' : `Crew ${t}`}
          </li>
        ))}
      </ol>
    </div>
  );
}

function GameOver({ model }: { model: CrackersModel }) {
  const over = model.play.value!.over!;
  // The result is what the table waits for: in view and focused, read out as an alert too.
  const banner = useReveal<HTMLDivElement>(`over-${model.play.value!.round}-${over.reason}`);
  return (
    <>
      <div ref={banner} class={`cr-over ${over.winner}`} role="alert" data-testid="game-over">
        <strong>{overText(over)}</strong> Undo still works.
      </div>
      <BoardView board={model.board.value} label="Board at the end of the game" />
    </>
  );
}

/** A game in play: round and turn, the adjustment whenever water must flow, then the turn's choices. */
export function Play({ model }: { model: CrackersModel }) {
  const p = model.play.value!;
  const board = model.board.value;
  // Kept here so that the chosen leak survives the adjustment after each pump.
  const [tool, setTool] = useState<CaptainTool>(null);
  // The water calculator on a copy of the board, over the game (not saved: a reload comes back to the game).
  const [calc, setCalc] = useState(false);
  // One for every turn: kept here, across the turns, so a double tap that ends one turn cannot end the next too.
  const steady = useSteady();
  return (
    <>
      <Status model={model} />
      {p.over ? (
        <GameOver model={model} />
      ) : model.adjusting.value ? (
        <Adjust model={model} steady={steady} />
      ) : p.turn === 'captain' ? (
        <CaptainTurn key={p.round} model={model} tool={tool} onTool={setTool} steady={steady} />
      ) : (
        <CrewTurn key={`${p.round}${p.turn}`} model={model} steady={steady} />
      )}
      <button type="button" class="btn" aria-haspopup="dialog" onClick={() => setCalc(true)}>
        Where can water go? Open the calculator
      </button>
      <ScratchCalculator board={board} open={calc} onClose={() => setCalc(false)} />
      <Legend />
      <details class="cr-more">
        <summary>Leave the game</summary>
        <p class="muted">Leaving keeps the board; undo brings the game back.</p>
        <div class="button-row">
          <button type="button" class="btn" onClick={() => model.setMode('calc')}>
            Water calculator on this board
          </button>
          <button type="button" class="btn" onClick={() => model.setMode('setup')}>
            Back to setup
          </button>
        </div>
      </details>
      <BoardText model={model} />
    </>
  );
}
