import { scarcityOpen, standings } from '../engine';
import type { CellularModel } from '../model';
import { EffectRoller } from './EffectRoller';
import { Microbes } from './Microbes';
import { Nutrients } from './Nutrients';
import { RoundTracker, SnakeDraft } from './Rounds';
import { Scarcity } from './Scarcity';
import { SetupSheet } from './SetupSheet';

/** A game in play: an open Scarcity roll first, then the draft or Round tracker, Nutrients, and the dice. */
export function Play({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const open = scarcityOpen(g);
  const winner = g.winner === null ? null : g.players[g.winner]!;
  const total = g.winner === null ? null : standings(g).totals[g.winner];
  return (
    <div class="cellular stack">
      {winner && (
        <div class="winner" role="alert" style={{ borderColor: winner.colour }}>
          <strong>{winner.name} wins</strong> with {total} Nutrients{g.scarcity?.decidesGame ? ', after a Scarcity roll for the tie' : ''}. Undo still works.
        </div>
      )}
      {open && <Scarcity model={model} />}
      {g.phase === 'genomes' && <SnakeDraft model={model} />}
      {g.phase === 'rounds' && <RoundTracker model={model} />}
      {!open && <Scarcity model={model} />}
      {(g.phase === 'scoring' || g.phase === 'over') && <Nutrients model={model} />}
      <p class="last-move" aria-live="polite" data-testid="last-move">
        {g.receipt}
      </p>
      <Microbes model={model} />
      {g.phase === 'rounds' && <EffectRoller model={model} />}
      <details class="sheet-box">
        <summary>Setup sheet for {g.players.length} players</summary>
        <SetupSheet players={g.players.length} snakeDraft={g.genomePicks > 0 || g.phase === 'genomes'} />
      </details>
    </div>
  );
}
