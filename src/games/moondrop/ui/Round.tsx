import { useState } from 'preact/hooks';
import { buzz } from '../../../shared/device/vibrate';
import { ROUNDS } from '../engine/game';
import { blockFor } from '../engine/screens';
import type { MoonDropModel } from '../model';
import { CardsLine } from './Cards';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { type JustPlaced, Placement } from './Placement';
import { SheetGrid } from './SheetGrid';
import { Legend } from './Symbols';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import { useSteady } from '../../../shared/ui/steady';

// The round's five dice as the rules name them: the blue one picks the shape, the whites the modules. One group,
// each die's name beside its faces (moondrop.css), so the five rows and Use fit a 360×640 phone with the roll.
const ROUND_DICE = [
  {
    dice: [
      { sides: 6, label: 'Blue die', caption: 'Blue' },
      ...[1, 2, 3, 4].map((i) => ({ sides: 6, label: `White die ${i}`, caption: `White ${i}` })),
    ],
  },
];

/**
 * A round: the table's roll, then each player placing the block on their own sheet. The roll, the block, the
 * pick for a 3, the sheet and Place make one box that fits a 360×640 phone below the pinned line; a placed block
 * stays ringed on its sheet until "Next" (or the next roll) moves on, so the table sees where it went.
 */
export function Round({ model }: { model: MoonDropModel }) {
  const doc = model.doc.value;
  const play = model.play.value!;
  const block = model.block.value;
  const [chosen, setChosen] = useState<number | null>(null);
  const [just, setJust] = useState<JustPlaced | null>(null);
  const [error, setError] = useRefusal();
  // Here, not in Placement (which is new for each player): a double tap on Place must not reach the next player's.
  const { settling, steady } = useSteady();
  const firstWaiting = play.placed.findIndex((p) => !p);
  // The block just placed stays on show while it still stands: in its round, or just after it ended the round (until the roll).
  const held =
    just && ((play.round === just.round && play.roll && play.placed[just.player]) || (play.round === just.round + 1 && !play.roll)) ? just : null;
  const player = held ? held.player : chosen !== null && chosen < doc.players.length ? chosen : Math.max(0, firstWaiting);
  const sheet = model.sheets.value[player]!;
  const waiting = model.waiting.value;
  const placed = play.placed[player];
  // Each new roll and each sheet the round turns to is brought into view with its heading focused; once a round
  // is over, the next round's roll is (over the sheet just placed on).
  const box = useReveal<HTMLDivElement>(play.roll ? `${play.round}:${play.roll.blue}:${play.roll.whites.join('')}:${player}` : null);
  const rollBox = useReveal<HTMLElement>(held && !play.roll ? `roll:${play.round}` : null);
  const show = (i: number | null) => {
    setChosen(i);
    setJust(null);
    setError(null);
  };
  const onPlaced = (p: JustPlaced) => {
    buzz(20);
    setChosen(null);
    setJust(p);
  };

  // Before the roll: in the box's first place (over the sheet just placed on, once a round is over).
  const rollRow = !play.roll && (
    <section class="md-roll-row" aria-labelledby="md-roll-h" ref={rollBox}>
      <h3 id="md-roll-h">Roll round {play.round}'s block</h3>
      <DiceEntry groups={ROUND_DICE} rollText="Roll the 5 dice" onRoll={model.roll} onFaces={(f) => model.rollFaces(f.flat())} />
    </section>
  );

  return (
    <div class="stack">
      <h2 data-testid="round">
        Round {play.round} of {ROUNDS}
      </h2>
      <CardsLine crises={doc.crises} goals={doc.goals} />
      <fieldset class="md-chips">
        <legend class="visually-hidden">Whose sheet</legend>
        {doc.players.map((_, i) => (
          <label key={i} class="radio-chip md-chip">
            <input type="radio" name="md-round-player" checked={i === player} onChange={() => show(i)} />
            <span>
              {model.name(i)}
              {play.placed[i] && (
                <>
                  {/* A no-break space: the chip lays its words out as flex items, where a plain space between them is dropped. */}
                  {'\u00a0'}
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
      <div class="stack md-round-box" ref={box}>
        {!held && rollRow}
        {held ? (
          <Placement
            key={`${held.round}-${held.player}`}
            model={model}
            player={held.player}
            block={blockFor(held.roll.blue, held.roll.whites)}
            roll={held.roll}
            sheet={sheet}
            placed={held}
            next={play.roll && firstWaiting >= 0 ? model.name(firstWaiting) : null}
            stuck={false}
            head={rollRow || undefined}
            onPlaced={onPlaced}
            onNext={() => show(null)}
            steady={steady}
            settling={settling}
          />
        ) : block && play.roll && !placed ? (
          <Placement
            key={`${play.round}-${player}`}
            model={model}
            player={player}
            block={block}
            roll={play.roll}
            sheet={sheet}
            placed={null}
            next={null}
            stuck={!!model.stuck.value[player]}
            onPlaced={onPlaced}
            onNext={() => show(null)}
            steady={steady}
            settling={settling}
          />
        ) : (
          <SheetGrid sheet={sheet} label={`${model.name(player)}'s sheet${placed ? ": this round's block is placed" : ''}`} />
        )}
      </div>
      <Problem text={error} />
      <Legend />
    </div>
  );
}
