import type { GeyserModel } from '../model';
import { Battle } from './Battle';
import { FiringPanel, LastFiring } from './Firing';
import { Geysers } from './Geysers';
import { RoundBar, TurnPanel } from './Rounds';
import { StartRoll } from './StartRoll';

/** A game in play: the start roll or the round tracker, the phase's tools, and every tribe's geysers. */
export function Play({ model }: { model: GeyserModel }) {
  const g = model.game.value!;
  const winner = g.winner === null ? null : g.players[g.winner]!;
  return (
    <div class="geyser stack">
      {winner && (
        <div class="winner" role="alert" style={{ borderColor: winner.colour }}>
          <strong>{winner.name} wins!</strong> {winner.name} holds the Mother Geyser after the Firing. Undo still works.
        </div>
      )}
      {g.phase === 'start' ? <StartRoll model={model} /> : <RoundBar model={model} />}
      {g.phase === 'firing' && <FiringPanel model={model} />}
      <LastFiring model={model} />
      {g.phase === 'turns' && (
        <TurnPanel key={`${g.round}-${g.turn}`} model={model}>
          <Battle model={model} />
        </TurnPanel>
      )}
      <p class="last-move" aria-live="polite" data-testid="last-move">
        {g.receipt}
      </p>
      {g.phase !== 'start' && <Geysers model={model} />}
    </div>
  );
}
