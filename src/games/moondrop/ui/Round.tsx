import { useState } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { type Pick, ROUNDS } from '../engine/game';
import type { MoonDropModel } from '../model';
import { BlockView, RollView } from './BlockView';
import { CardsLine } from './Cards';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { Placement } from './Placement';
import { SheetGrid } from './SheetGrid';
import { Legend } from './Symbols';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

// The round's five dice as the rules name them: the blue one picks the shape, the whites the modules.
const ROUND_DICE = [
  { name: 'Blue die', dice: [{ sides: 6, label: 'Blue die' }] },
  { name: 'White dice', dice: [1, 2, 3, 4].map((i) => ({ sides: 6, label: `White die ${i}` })) },
];

/** A round: the table's roll, the block it makes, and each player placing it on their own sheet. */
export function Round({ model }: { model: MoonDropModel }) {
  const doc = model.doc.value;
  const play = model.play.value!;
  const block = model.block.value;
  const [chosen, setChosen] = useState<number | null>(null);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [error, setError] = useRefusal();
  const firstWaiting = play.placed.findIndex((p) => !p);
  const player = chosen !== null && chosen < doc.players.length ? chosen : Math.max(0, firstWaiting);
  const sheet = model.sheets.value[player]!;
  const waiting = model.waiting.value;
  const placed = play.placed[player];
  const stuck = model.stuck.value[player];
  const done = () => {
    buzz(20);
    setChosen(null);
    setPicks([]);
  };

  return (
    <div class="stack">
      <h2 data-testid="round">
        Round {play.round} of {ROUNDS}
      </h2>
      <CardsLine crises={doc.crises} goals={doc.goals} />
      {!play.roll || !block ? (
        <section aria-labelledby="md-roll-h">
          <h3 id="md-roll-h">Roll this round's block</h3>
          <p class="muted">One roll for the whole table: the blue die picks the shape, the white dice fill squares 1 to 4 from low to high.</p>
          <DiceEntry groups={ROUND_DICE} rollText="Roll the 5 dice" onRoll={model.roll} onFaces={(f) => model.rollFaces(f.flat())} />
        </section>
      ) : (
        <section aria-labelledby="md-block-h">
          <h3 id="md-block-h">This round's block</h3>
          <RollView roll={play.roll} />
          <BlockView block={block} picks={placed ? [] : picks} />
        </section>
      )}
      <section aria-labelledby="md-sheets-h" class="stack">
        <h3 id="md-sheets-h">Sheets</h3>
        <fieldset class="md-chips">
          <legend class="visually-hidden">Whose sheet</legend>
          {doc.players.map((_, i) => (
            <label key={i} class="radio-chip md-chip">
              <input type="radio" name="md-round-player" checked={i === player} onChange={() => {
                  setChosen(i);
                  setPicks([]);
                  setError(null);
                }} />
              <span>
                {model.name(i)}
                {play.placed[i] && (
                  <>
                    {' '}
                    <span aria-hidden="true">✓</span>
                    <span class="visually-hidden">(placed)</span>
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <p class="md-status" aria-live="polite" data-testid="waiting">
          {play.roll ? (waiting.length ? `Still to place: ${waiting.join(', ')}` : 'Everyone has placed.') : 'Roll the dice to start the round.'}
        </p>
        {block && play.roll && !placed ? (
          <>
            <Placement key={`${play.round}-${player}`} model={model} player={player} block={block} sheet={sheet} onPlaced={done} picks={picks} setPicks={setPicks} />
            {stuck && (
              <>
                <p class="note">The block fits nowhere on {model.name(player)}'s sheet: this round, they pass.</p>
                <button type="button" class="btn" onClick={() => setError(model.pass(player))}>
                  {model.name(player)} passes this round
                </button>
              </>
            )}
          </>
        ) : (
          <SheetGrid sheet={sheet} label={`${model.name(player)}'s sheet${placed ? ": this round's block is placed" : ''}`} />
        )}
        <Problem text={error} />
        <Legend />
      </section>
    </div>
  );
}
