import { useRef, useState } from 'preact/hooks';
import type { MoonDropModel } from '../model';
import { CardsLine, CardsPicker, CrisisShuffle } from './Cards';
import { Compare } from './Compare';
import { ScorePanel } from './ScorePanel';
import { Legend } from './Symbols';
import { Transcribe } from './Transcribe';
import { LazyPhotoRead } from './LazyPhotoRead';
import { EMPTY_SHEET } from '../engine/game';
import { type Cell, MODULE_NAMES } from '../engine/types';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useSteady } from '../../../shared/ui/steady';

/** How a sheet is shown: its score, the transcription tools, or the photo reader. */
export type SheetView = 'score' | 'edit' | 'photo';

const VIEW_NAMES: Record<SheetView, string> = { score: 'Score', edit: 'Edit the sheet', photo: 'Photo' };

/** Props of Final. */
export interface FinalProps {
  model: MoonDropModel;
  /** The view on show (each view is a screen part of its own: see MoonDropScreen). */
  view: SheetView;
  setView: (v: SheetView) => void;
}

/**
 * After play: every player's total first (a game played here), then each player's final sheet, to transcribe (by
 * hand or from a photo) or correct, and its score. Paper sheets are transcribed first, so their totals come last.
 */
export function Final({ model, view, setView }: FinalProps) {
  const doc = model.doc.value;
  const [chosen, setChosen] = useState(0);
  // An empty sheet opens for painting, a filled one for its score; painting keeps the view.
  const viewFor = (i: number): SheetView => (doc.players[i]?.sheet === EMPTY_SHEET ? 'edit' : 'score');
  // The cells a photo's reading was unsure of, ringed on the sheet until painted.
  const [check, setCheck] = useState<Cell[]>([]);
  const [error, setError] = useRefusal();
  const player = Math.min(chosen, doc.players.length - 1);
  const p = doc.players[player]!;
  const name = model.name(player);
  const shown = view;
  const many = doc.players.length > 1;
  // The order the crises strike in: unknown until the table shuffles them, here, after the last round.
  const order = model.order.value;
  // Here, not in CrisisShuffle (which goes once the crises are shuffled): a double tap on Shuffle shuffles once.
  const steady = useSteady();
  // A score is brought into view the first time it is shown; coming back to it (from the editor, say) returns to where the player was.
  const scoreKey = `${player}|${p.sheet}|${order?.join() ?? ''}|${doc.goals.join()}`;
  const scored = useRef(new Set<string>());
  // After the last block the table asks who won: the crises are shuffled, then the totals come first, brought into view when scored.
  const totalsFirst = many && !doc.paper;
  const shuffle = <CrisisShuffle model={model} setError={setError} steady={steady} />;
  const totals = many && order && (
    <section aria-labelledby="md-compare-h" class="md-totals">
      <h3 id="md-compare-h">{totalsFirst ? 'Totals' : 'All players'}</h3>
      <Compare model={model} order={order} reveal={totalsFirst} />
    </section>
  );
  // The cards and the order the shuffle gave, beside the totals. Paper sheets are copied first, so their cards come
  // after the sheet, where the photo buttons and the palette open in view.
  const cards = (
    <>
      <CardsLine crises={doc.crises} goals={doc.goals} shuffle={doc.shuffle} />
      <details class="md-cards-edit">
        <summary>Change the cards</summary>
        <p class="muted">A correction (a card misread, a sheet opened from a link): other crises are shuffled again; other goals keep the shuffle.</p>
        <CardsPicker model={model} setError={setError} line={false} />
      </details>
    </>
  );
  return (
    <div class="stack">
      <h2>{doc.paper ? 'Paper sheets and scores' : 'Final sheets and scores'}</h2>
      {totalsFirst && !order && shuffle}
      {totalsFirst && totals}
      {totalsFirst && order && cards}
      <Problem text={error} />
      {many && (
        <fieldset class="md-chips">
          <legend class="visually-hidden">Whose sheet</legend>
          {doc.players.map((_, i) => (
            <label key={i} class="radio-chip md-chip">
              <input
                type="radio"
                name="md-final-player"
                checked={i === player}
                onChange={() => {
                  setChosen(i);
                  setView(viewFor(i));
                  setCheck([]);
                }}
              />
              <span>{model.name(i)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div class="segmented md-views" role="radiogroup" aria-label={`Sheet of ${name}: score, edit or read from a photo`}>
        {(['score', 'edit', 'photo'] as const).map((v) => (
          <label key={v} class="segment">
            <input type="radio" name="md-view" checked={shown === v} onChange={() => setView(v)} />
            <span>{VIEW_NAMES[v]}</span>
          </label>
        ))}
      </div>
      <section aria-labelledby="md-sheet-h" class="stack">
        <h3 id="md-sheet-h">{shown === 'score' ? `Score: ${name}` : shown === 'edit' ? `Sheet: ${name}` : `Photo: ${name}`}</h3>
        {shown === 'score' && !order ? (
          totalsFirst ? (
            <p class="note">This sheet is scored once the crises are shuffled (above).</p>
          ) : (
            shuffle
          )
        ) : shown === 'score' && order ? (
          <ScorePanel
            key={scoreKey}
            sheet={p.sheet}
            crises={order}
            shuffledBy={doc.shuffle!.by}
            goals={doc.goals}
            name={name}
            reveal={!totalsFirst && !scored.current.has(scoreKey)}
            onScored={() => scored.current.add(scoreKey)}
          />
        ) : shown === 'edit' ? (
          <Transcribe model={model} player={player} check={check} onChecked={(c) => setCheck((all) => all.filter((d) => d.row !== c.row || d.col !== c.col))} />
        ) : (
          <LazyPhotoRead
            key={player}
            name={name}
            names={MODULE_NAMES}
            onUse={(text, cells, fix) => {
              const refused = model.importSheet(player, text);
              setError(refused);
              if (refused) return;
              setCheck(cells);
              setView(fix ? 'edit' : 'score');
            }}
            onHand={() => setView('edit')}
          />
        )}
        <Legend />
      </section>
      {(!totalsFirst || !order) && cards}
      {!totalsFirst && totals}
    </div>
  );
}
