import type { Cam8Model } from '../model';
import { Brains } from './Brains';
import { Choices } from './Choices';
import { Command } from './Command';
import { Diplomacy } from './Diplomacy';
import { FeralTracker } from './FeralTracker';
import { Feed } from './Feed';
import { Harvest } from './Harvest';
import { Initiative } from './Initiative';
import { PhaseBar } from './PhaseBar';
import { ReceiptView } from './ReceiptView';

function PhasePanel({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  if (g.gameOver) return null;
  if (model.pending.value) return <Choices model={model} />;
  switch (g.phase) {
    case 'diplomacy1':
    case 'diplomacy2':
      return <Diplomacy model={model} />;
    case 'initiative':
      return <Initiative model={model} />;
    case 'command':
      return <Command model={model} />;
    case 'flooding':
    case 'harvest':
      return <Harvest model={model} />;
    case 'feed':
      return <Feed model={model} />;
  }
}

/** A game in play: tracker, phase, the phase's tools, the last receipt and every whale brain. */
export function Play({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  return (
    <div class="cam8 stack">
      <FeralTracker model={model} />
      {g.gameOver && (
        <div class={`game-over ${g.gameOver.winner === null ? 'lost' : 'won'}`} role="alert">
          <strong>Game over.</strong> {g.gameOver.reason}. Undo still works.
        </div>
      )}
      <PhaseBar model={model} />
      <PhasePanel model={model} />
      <ReceiptView receipt={g.receipt} />
      <Brains model={model} />
    </div>
  );
}
