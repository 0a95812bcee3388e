import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { type Pick, type Roll, anchorFor, lifeOrHydro } from '../engine/game';
import { turnText } from '../engine/log';
import { type Block, type Cell, type Sheet, MODULE_NAMES, blockFor, blockModules, blockOnGrid, cellName, faceModule, placementProblem } from '../engine/screens';
import type { MoonDropModel } from '../model';
import { BlockView, squareText } from './BlockView';
import { type CellMark, SheetGrid } from './SheetGrid';
import { ModuleIcon } from './Symbols';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** A block just placed, kept on show on its sheet until the table moves on. */
export interface JustPlaced {
  round: number;
  player: number;
  roll: Roll;
  /** Where square 1 went, and the turn. */
  at: Cell;
  rotation: number;
  picks: Pick[];
}

/** Props of Placement. */
export interface PlacementProps {
  model: MoonDropModel;
  player: number;
  block: Block;
  roll: Roll;
  sheet: Sheet;
  /** The block once placed on this sheet (shown ringed, with the way on), or null while it is being placed. */
  placed: JustPlaced | null;
  /** Who places next (the "Next" button names them), or null when the round's roll comes next. */
  next: string | null;
  /** The block fits nowhere on this sheet: the player passes instead. */
  stuck: boolean;
  onPlaced: (p: JustPlaced) => void;
  onNext: () => void;
  /** Shown in place of the block's own heading (the next round's roll, once the round is over). */
  head?: ComponentChildren;
  /** From the round's useSteady: Place and Next land where the next player's buttons appear. */
  steady: <T extends unknown[]>(f: (...args: T) => unknown) => (...args: T) => void;
  settling: boolean;
}

const key = (c: Cell) => `${c.row},${c.col}`;
// A white 3 is Life Support until the player picks Hydroponics: Life Support is never crossed by the Fungus
// on its own, and every Building wants one against the Fire, so it is the safer of the two.
const defaultPicks = (block: Block): Pick[] => block.cells.map((c) => (c.face === 3 ? 'L' : null));

/** "blue 2 · white 1 1 3 4": the round's dice, the whites low to high as they fill squares 1 to 4. */
const diceText = (roll: Roll) => `blue ${roll.blue} · white ${[...roll.whites].sort((a, b) => a - b).join(' ')}`;

/**
 * One player's turn of a round on one screen: the block (drawn small, turned as it will go), the Life Support or
 * Hydroponics pick for each 3, the sheet (tap where square 1 goes), and Place; then the block stays ringed on the
 * sheet with the way on to the next player.
 */
export function Placement({ model, player, block, roll, sheet, placed, next, stuck, head, onPlaced, onNext, steady, settling }: PlacementProps) {
  const [at, setAt] = useState<Cell | null>(null);
  const [rotation, setRotation] = useState(0);
  const [picks, setPicks] = useState<Pick[]>(() => defaultPicks(block));
  const [error, setError] = useRefusal();
  const name = model.name(player);
  const threes = block.cells.filter((sq) => sq.face === 3);
  const where = placed ? placed.at : at;
  const turn = placed ? placed.rotation : rotation;
  const shownPicks = placed ? placed.picks : picks;

  const anchor = where ? anchorFor(block.cells, where, turn) : null;
  const squares = anchor ? blockOnGrid(block.cells, anchor, turn) : [];
  const problem = anchor && !placed ? placementProblem(sheet, block.cells, anchor, turn) : null;
  const modules = blockModules(block, lifeOrHydro(picks));
  const onGrid = new Map(squares.map((sq) => [key(sq), sq]));
  const mark = (cell: Cell): CellMark | null => {
    const sq = onGrid.get(key(cell));
    if (!sq) return null;
    if (placed) return { cls: 'is-placed', corner: sq.square, note: `block square ${sq.square}, placed this round` };
    const clash = sheet[cell.row]![cell.col] !== null;
    return {
      cls: clash ? 'is-clash' : 'is-preview',
      ghost: faceModule(sq.face, picks[sq.square - 1] ?? undefined) ?? 'LH',
      // The numbers show how the block is turned (never mirrored).
      corner: sq.square,
      note: `${clash ? 'the block would cover this module: ' : ''}block square ${sq.square} here (${squareText(sq.face, picks[sq.square - 1])})`,
    };
  };
  const turnBy = (d: number) => {
    setRotation((rotation + d + 4) % 4);
    setError(null);
  };
  const status = placed
    ? `${head ? `Placed on ${name}'s sheet: s` : 'S'}quare 1 at ${cellName(placed.at)}, ${turnText(placed.rotation)}.`
    : !at
      ? 'Tap the cell where square 1 goes.'
      : (problem ?? ('error' in modules ? modules.error : `Square 1 at ${cellName(at)}, ${turnText(rotation)}: ready to place.`));
  const place = () => {
    if (!at) return setError('Tap the cell where square 1 goes first.');
    // The round before the placement: the last player's placement starts the next one.
    const round = model.play.value?.round ?? 0;
    const err = model.place(player, at, rotation, picks);
    setError(err);
    if (!err) onPlaced({ round, player, roll, at, rotation, picks });
  };
  const again = roll.was;
  const statusLine = (
    <p class={problem ? 'error md-place-status' : 'md-status md-place-status'} aria-live="polite" data-testid="place-status">
      {status}
    </p>
  );

  return (
    <div class={`stack md-placement${threes.length > 2 ? ' is-crowded' : ''}`}>
      {head ?? (
        <div class="md-head-row">
          <BlockView block={block} picks={shownPicks} rotation={turn} />
          <div class="md-head-text">
            <h3 data-focus>{placed ? `Placed on ${name}'s sheet` : `${name} places the ${block.shape} block`}</h3>
            {statusLine}
            {again && (
              <p class="md-again" data-testid="rolled-again" title={`The undone roll: ${diceText(again)}`}>
                Rolled again after Undo: was {blockFor(again.blue, again.whites).shape}
              </p>
            )}
          </div>
        </div>
      )}
      {/* Once the round is over (the next roll on top), the last round's picks are not shown under it. */}
      {threes.length > 0 && !head && (
        <div class={`md-picks${threes.length > 1 ? ' is-many' : ''}`}>
          {threes.map((sq) => (
            <fieldset key={sq.square} class="md-pick" disabled={!!placed}>
              <legend>
                <span class="visually-hidden">Square {sq.square} shows a 3</span>
                {/* Two or more 3s share a row: their names shrink to fit. */}
                <span aria-hidden="true">{threes.length > 1 ? `Sq ${sq.square}` : `Square ${sq.square} shows a 3`}</span>
              </legend>
              <div class="segmented md-pick-choice">
                {(['L', 'H'] as const).map((m) => (
                  <label key={m} class="segment">
                    <input
                      type="radio"
                      name={`md-pick-${player}-${sq.square}`}
                      checked={shownPicks[sq.square - 1] === m}
                      onChange={() => setPicks(block.cells.map((c, i) => (c.square === sq.square ? m : (picks[i] ?? null))))}
                    />
                    <span>
                      <ModuleIcon module={m} />{' '}
                      {m === 'H' && threes.length > 1 ? (
                        // A soft hyphen keeps the long name inside a half-width choice.
                        <>
                          <span aria-hidden="true">Hydro{'\u00AD'}ponics</span>
                          <span class="visually-hidden">Hydroponics</span>
                        </>
                      ) : (
                        MODULE_NAMES[m]
                      )}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      <SheetGrid
        sheet={sheet}
        label={placed ? `${name}'s sheet, with this round's block placed` : `${name}'s sheet: tap the cell where square 1 of the block goes`}
        mark={mark}
        onTap={
          placed
            ? undefined
            : (c) => {
                setAt(c);
                setError(null);
              }
        }
      />
      <Problem text={error} />
      {placed ? (
        next !== null ? (
          // Keyed as Place is: the same button carries on, so the focus stays on it.
          <div class="md-go-row">
            <button key="go" type="button" class="btn btn-primary md-go" aria-disabled={settling || undefined} onClick={steady(onNext)}>
              Next: {next}'s sheet
            </button>
          </div>
        ) : (
          head && statusLine
        )
      ) : stuck ? (
        <>
          <p class="note">The block fits nowhere on {name}'s sheet: this round, they pass.</p>
          <button type="button" class="btn md-go" aria-disabled={settling || undefined} onClick={steady(() => setError(model.pass(player)))}>
            {name} passes this round
          </button>
        </>
      ) : (
        <div class="md-go-row">
          {/* Turning sits beside Place: the block above is drawn turned, the sheet shows where it lands. */}
          <button key="left" type="button" class="btn btn-icon" aria-label="Turn left" onClick={() => turnBy(3)}>
            ↺
          </button>
          <button key="right" type="button" class="btn btn-icon" aria-label="Turn right" onClick={() => turnBy(1)}>
            ↻
          </button>
          <button key="go" type="button" class="btn btn-primary md-go" aria-disabled={settling || undefined} onClick={steady(place)}>
            Place on {name}'s sheet
          </button>
        </div>
      )}
    </div>
  );
}
