import { contestOpen, scarcityOpen, standings } from '../engine';
import { Contest, ContestResult, justCast } from './Contest';
import { useReveal } from '../../../shared/ui/reveal';
import { useSteady } from '../../../shared/ui/steady';
import type { CellularModel } from '../model';
import { justWon } from './dice-text';
import { EffectRoller } from './EffectRoller';
import { Foot } from './Foot';
import { Microbes } from './Microbes';
import { Nutrients } from './Nutrients';
import { RoundTracker, SnakeDraft } from './Rounds';
import { Scarcity, ScarcityResult } from './Scarcity';
import { SetupSheet } from './SetupSheet';

/**
 * A game in play: what it waits for first (an open Scarcity roll, the one just won, the draft or the Round,
 * the count), then the dice; the button that moves the game on is pinned at the foot. At the end, the winner.
 */
export function Play({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  // One steady hand for the whole game, kept while picks, steps and contenders change under the finger.
  const steady = useSteady();
  const open = scarcityOpen(g);
  const fresh = justWon(g);
  // A card-effect roll of players against each other being picked, or just cast: what the table reads first.
  const picking = contestOpen(g);
  const cast = justCast(g);
  const winner = g.winner === null ? null : g.players[g.winner]!;
  const total = g.winner === null ? null : standings(g).totals[g.winner];
  const banner = useReveal<HTMLDivElement>(winner ? `won-${g.winner}` : null);
  return (
    <div class="cellular stack">
      {winner && (
        <div class="winner" role="alert" ref={banner} style={{ borderColor: winner.colour }}>
          <strong>{winner.name} wins</strong> with {total} Nutrients{g.scarcity?.decidesGame ? ', after a Scarcity roll for the tie' : ''}. Undo still works.
        </div>
      )}
      {open && <Scarcity model={model} steady={steady} />}
      {fresh && <ScarcityResult model={model} fresh steady={steady} />}
      {picking && <Contest model={model} steady={steady} />}
      {cast && <ContestResult model={model} />}
      {g.phase === 'genomes' && <SnakeDraft model={model} />}
      {g.phase === 'rounds' && <RoundTracker model={model} steady={steady} quiet={open || fresh || picking || cast} />}
      {(g.phase === 'scoring' || g.phase === 'over') && <Nutrients model={model} />}
      <Microbes model={model} />
      <p class="last-move" aria-live="polite" data-testid="last-move">
        {g.receipt}
      </p>
      {!open && !fresh && !picking && <ScarcityResult model={model} fresh={false} steady={steady} />}
      {g.phase === 'rounds' && <EffectRoller model={model} steady={steady} />}
      <details class="sheet-box">
        <summary>Setup sheet for {g.players.length} players</summary>
        <SetupSheet players={g.players.length} snakeDraft={g.genomePicks > 0 || g.phase === 'genomes'} />
      </details>
      <Foot model={model} steady={steady} />
    </div>
  );
}
