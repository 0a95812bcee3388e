import { useRef } from 'preact/hooks';
import { useReveal } from '../../../shared/ui/reveal';
import { useSteady } from '../../../shared/ui/steady';
import type { Cam8State, Receipt } from '../engine';
import type { Cam8Model } from '../model';
import { Brains } from './Brains';
import { Choices } from './Choices';
import { Command } from './Command';
import { Diplomacy } from './Diplomacy';
import { FeralTracker } from './FeralTracker';
import { Feed } from './Feed';
import { Flow, type PlayFlow } from './flow';
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

/**
 * The receipt while it belongs to the phase on screen: a new phase starts without the last phase's receipt (the
 * log keeps it), so each phase's tools stay whole on a phone; a game opened mid-phase shows its last receipt.
 */
function usePhaseReceipt(g: Cam8State): Receipt | null {
  const phase = `${g.turn}:${g.phase}`;
  // Compared by what it says: an Undo replays the game into equal receipts.
  const said = g.receipt && JSON.stringify(g.receipt);
  const seen = useRef<{ phase: string; stale: string | null } | null>(null);
  if (seen.current === null) seen.current = { phase, stale: null };
  else if (seen.current.phase !== phase) seen.current = { phase, stale: said };
  return said === seen.current.stale ? null : g.receipt;
}

/** A game in play: the phase, its tools (what the table does next, brought into view), the Feral tracker and every whale brain. */
export function Play({ model }: { model: Cam8Model }) {
  const g = model.game.value!;
  // Kept here, across phases and turns: a double tap on a button that ends one must not end the next.
  const { settling, run } = useSteady();
  const flow: PlayFlow = { settling, run, receipt: usePhaseReceipt(g) };
  const over = useReveal<HTMLDivElement>(g.gameOver?.reason);
  return (
    <Flow.Provider value={flow}>
      <div class="cam8 stack">
        <PhaseBar model={model} />
        {g.gameOver && (
          <div class="stack" ref={over}>
            <div class={`game-over ${g.gameOver.winner === null ? 'lost' : 'won'}`} role="alert">
              <strong>Game over.</strong> {g.gameOver.reason}. Undo still works.
            </div>
            <ReceiptView />
          </div>
        )}
        <PhasePanel model={model} />
        {/* The level is in the pinned line; the track is here to set by hand, beside the brains' corrections. */}
        <FeralTracker model={model} />
        <Brains model={model} />
      </div>
    </Flow.Provider>
  );
}
