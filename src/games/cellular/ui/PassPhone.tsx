import { useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { DICE, type DiceSet, formatDice, noDice } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

// Secret picks of dice, one player at a time on one phone: a Scarcity roll's, and a card-effect roll's where players
// roll against each other. Nothing here reads anybody's pick but the picker's own choice in progress, kept in local
// state until "Done, hide".

/**
 * "Hand the phone to Ana": nothing of anyone's pick shows until Ana says it is her; then only her Microbe (`dice`)
 * and her choice; `onPick` sends it. Each screen is in view as it comes.
 */
export function PassPhone({ name, dice, onPick, steady }: { name: string; dice: DiceSet; onPick: (pick: DiceSet) => MoveResult; steady: Steady }) {
  const [shown, setShown] = useState(false);
  const [pick, setPick] = useState<DiceSet>(noDice());
  const [msg, setMsg] = useRefusal();
  const box = useReveal<HTMLDivElement>(shown ? 'pick' : 'pass');
  const settling = steady.settling || undefined;
  if (!shown) {
    return (
      <div class="pass" data-testid="pass-phone" ref={box}>
        <h3 class="pass-to">Hand the phone to {name}</h3>
        <p class="muted">{name} picks dice in secret; everybody else looks away.</p>
        <button type="button" class="btn btn-primary btn-big" aria-disabled={settling} onClick={() => steady.run(() => setShown(true))}>
          I'm {name}, show my dice
        </button>
      </div>
    );
  }
  const kinds = DICE.filter((d) => dice[d] > 0);
  return (
    <div class="secret-pick" data-testid="secret-pick" ref={box}>
      <h3>{name}'s secret pick</h3>
      <p>{kinds.length ? `In ${name}'s Microbe: ${formatDice(dice)}. Pick any of them to roll, or none.` : `${name}'s Microbe has no dice: nothing to pick.`}</p>
      {kinds.length > 0 && (
        <div class="stepper-grid" role="group" aria-label={`${name}'s pick`}>
          {kinds.map((d) => (
            <Stepper key={d} class="stepper-compact" label={d} srLabel={`${name} rolls ${d}`} value={pick[d]} min={0} max={dice[d]} onChange={(n) => setPick({ ...pick, [d]: n })} />
          ))}
        </div>
      )}
      <p class="note">Picked: {formatDice(pick)}</p>
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big" aria-disabled={settling} onClick={() => steady.run(() => setMsg(onPick(pick)))}>
        Done, hide
      </button>
      <button
        type="button"
        class="btn"
        aria-disabled={settling}
        onClick={() => steady.run(() => {
          setPick(noDice());
          setShown(false);
        })}
      >
        Not {name}? Hide without picking
      </button>
    </div>
  );
}

/** All picks are in: the phone goes where everybody sees it, and one tap reveals the picks as the dice are cast. */
export function AllIn({ steady, onReveal }: { steady: Steady; onReveal: () => void }) {
  const box = useReveal<HTMLDivElement>('all-in');
  return (
    <div class="reveal" ref={box}>
      <h3>All picks are in</h3>
      <p>Put the phone where everybody can see it: the picks are revealed as the dice are cast together.</p>
      <button type="button" class="btn btn-primary btn-big" aria-disabled={steady.settling || undefined} onClick={() => steady.run(onReveal)}>
        Reveal the picks
      </button>
    </div>
  );
}
