import { useState } from 'preact/hooks';
import { EMPTY_SHEET, ROUNDS, charOf } from '../engine/game';
import { type Cell, type Module, MODULES, MODULE_NAMES } from '../engine/screens';
import type { MoonDropModel } from '../model';
import { SheetGrid } from './SheetGrid';
import { ModuleIcon } from './Symbols';
import { SheetText } from './SheetText';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

type Tool = Module | '.';

// Each round's block has 4 squares.
const MAX_MODULES = ROUNDS * 4;

/** Props of Transcribe. */
export interface TranscribeProps {
  model: MoonDropModel;
  player: number;
  /** Cells to ring for the player to check (a photo's unsure cells). */
  check?: readonly Cell[];
  /** A ringed cell was painted. */
  onChecked?: (cell: Cell) => void;
}

/** A paper sheet copied into the app: pick a module (or the eraser), then tap or drag across cells. */
export function Transcribe({ model, player, check = [], onChecked }: TranscribeProps) {
  const doc = model.doc.value;
  const [tool, setTool] = useState<Tool>('C');
  const [crossed, setCrossed] = useState(false);
  const [error, setError] = useRefusal();
  const sheet = model.sheets.value[player]!;
  const text = doc.players[player]!.sheet;
  const name = model.name(player);
  const value = tool === '.' ? '.' : charOf({ module: tool, crossed });
  const modules = sheet.flat().filter((c) => c !== null).length;
  const ringed = (cell: Cell) => check.some((c) => c.row === cell.row && c.col === cell.col);
  const paint = (cell: Cell, stroke: number) => {
    if (ringed(cell)) onChecked?.(cell);
    if (charOf(sheet[cell.row]![cell.col]!) === value) return;
    setError(model.paint(player, [cell], value, stroke));
  };
  return (
    <div class="stack">
      <p class="muted">Tap a cell, or drag across cells, to paint them. One drag is one undo step.</p>
      <fieldset class="md-palette">
        <legend>Paint with</legend>
        <div class="md-tools">
          {[...MODULES, '.' as const].map((t) => (
            <label key={t} class="md-tool">
              <input type="radio" name="md-tool" checked={tool === t} onChange={() => setTool(t)} />
              <span>
                {t === '.' ? <span class="md-eraser" aria-hidden="true">⌫</span> : <ModuleIcon module={t} crossed={crossed} />}
                {t === 'H' ? (
                  // A soft hyphen keeps the long name inside its button.
                  <span class="md-tool-name">
                    <span aria-hidden="true">Hydro{'\u00AD'}ponics</span>
                    <span class="visually-hidden">Hydroponics</span>
                  </span>
                ) : (
                  <span class="md-tool-name">{t === '.' ? 'Eraser' : MODULE_NAMES[t]}</span>
                )}
              </span>
            </label>
          ))}
          {/* The eighth place of the two rows of four: every name fits its button at 360 px. */}
          <label class="md-tool md-tool-x">
            <input type="checkbox" checked={crossed} onChange={(e) => setCrossed(e.currentTarget.checked)} />
            <span>
              <span class="md-check" aria-hidden="true">
                {crossed ? '✓' : ''}
              </span>
              Crossed out
            </span>
          </label>
        </div>
      </fieldset>
      {check.length > 0 && (
        <p class="note" data-testid="check-count">
          {check.length} {check.length === 1 ? 'cell' : 'cells'} to check: the photo reader was unsure of the ringed cells. Painting a cell takes its ring away.
        </p>
      )}
      <SheetGrid
        sheet={sheet}
        label={`Sheet of ${name}: paint cells`}
        onPaint={paint}
        mark={check.length > 0 ? (c) => (ringed(c) ? { cls: 'is-check', note: 'to check' } : null) : undefined}
      />
      <p class={modules > MAX_MODULES ? 'note' : 'muted'} aria-live="polite" data-testid="module-count">
        {modules} {modules === 1 ? 'module' : 'modules'}
        {modules > MAX_MODULES && `: ${ROUNDS} rounds of 4 squares make at most ${MAX_MODULES}, so check the transcription (it still scores as it is)`}
      </p>
      <Problem text={error} />
      <button type="button" class="btn btn-danger" disabled={text === EMPTY_SHEET} onClick={() => setError(model.importSheet(player, EMPTY_SHEET))}>
        Clear this sheet
      </button>
      <SheetText text={text} name={name} crises={doc.crises} order={doc.shuffle?.order ?? null} goals={doc.goals} onImport={(t) => model.importSheet(player, t)} />
    </div>
  );
}
