import { ROUNDS, ROUND_STEPS, STEP_NAMES, contestOpen, scarcityOpen } from '../engine';
import type { CellularModel } from '../model';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { FootBar } from '../../../shared/ui/FootBar';
import type { Steady } from '../../../shared/ui/steady';

/** What the foot's button does now and says, or null when the game waits for something else (a Scarcity roll, a card-effect roll's picks, the end). */
function advance(model: CellularModel): { text: string; run: () => object | null } | null {
  const g = model.game.value!;
  if (scarcityOpen(g) || contestOpen(g)) return null;
  if (g.phase === 'genomes') {
    const who = model.genomePicker.value;
    return who === null ? null : { text: `${g.players[who]!.name} picked a Starting Genome`, run: model.pickGenome };
  }
  if (g.phase === 'rounds') {
    const after = ROUND_STEPS[ROUND_STEPS.indexOf(g.step) + 1];
    return { text: `Next: ${after ? STEP_NAMES[after] : g.round < ROUNDS ? `Round ${g.round + 1}` : 'count Nutrients'}`, run: model.next };
  }
  return g.phase === 'scoring' ? { text: 'Declare the winner', run: model.finish } : null;
}

/**
 * The button that moves the game on (the draft's pick, the Round's Next, Declare the winner), pinned at the
 * foot where the thumb is: the same place every time, so it takes the screen's steady hand (a double tap
 * moves the game on once).
 */
export function Foot({ model, steady }: { model: CellularModel; steady: Steady }) {
  const step = advance(model);
  return step ? <StepBar step={step} steady={steady} /> : null;
}

// Its own component, so that the page's scroll padding follows the bar from the moment it appears.
function StepBar({ step, steady }: { step: { text: string; run: () => object | null }; steady: Steady }) {
  const [msg, setMsg] = useRefusal();
  return (
    <FootBar class="foot">
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big" aria-disabled={steady.settling || undefined} onClick={() => steady.run(() => setMsg(step.run()))}>
        {step.text}
      </button>
    </FootBar>
  );
}
