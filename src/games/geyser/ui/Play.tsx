import { useReveal } from '../../../shared/ui/reveal';
import { useSteady } from '../../../shared/ui/steady';
import type { GeyserModel } from '../model';
import { FiredCard, FiringPanel, LastFiring } from './Firing';
import { Geysers } from './Geysers';
import { RoundBar, TurnPanel } from './Rounds';
import { StartRoll } from './StartRoll';

/**
 * A game in play: the start roll or the round tracker, the phase's tools (each in view when it is due), every
 * tribe's geysers, and last round's Firing at the foot. At the end, the winner and the Firing that decided it.
 */
export function Play({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  // One steady hand for the whole game, kept while turns and phases change under the finger.
  const steady = useSteady();
  const winner = g.winner === null ? null : g.players[g.winner]!;
  const banner = useReveal<HTMLDivElement>(winner ? `won-${g.firings.length}` : null);
  const final = winner ? g.firings.at(-1) : undefined;
  // Last round's Firing goes to the foot once play has moved past it (the round's first turn shows it as news).
  const before = g.phase === 'firing' || (g.phase === 'turns' && g.turn > 0);
  return (
    <div class="geyser stack">
      {winner && (
        <div class="winner" role="alert" ref={banner} style={{ borderColor: winner.colour }}>
          <strong data-focus>{winner.name} wins!</strong> {winner.name} holds the Mother Geyser after the Firing. Undo still works.
          {final && <FiredCard model={model} f={final} level={2} />}
        </div>
      )}
      {g.phase === 'start' ? <StartRoll model={model} steady={steady} /> : <RoundBar model={model} />}
      {g.phase === 'firing' && <FiringPanel model={model} steady={steady} />}
      {g.phase === 'turns' && (
        <TurnPanel key={`${g.round}-${g.turn}`} model={model} steady={steady} />
      )}
      <p class="last-move" aria-live="polite" data-testid="last-move">
        {g.receipt}
      </p>
      {g.phase !== 'start' && <Geysers model={model} />}
      {before && <LastFiring model={model} />}
    </div>
  );
}
