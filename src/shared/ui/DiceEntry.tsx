import { signal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { type DieGroup, FacesForm } from './FacesForm';
import { Problem, type Shows, useRefusal } from './Problem';

const KEY = 'tablemate:real-dice';

function remembered(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether this phone's table rolls real dice: the faces stay open for every roll until "Real dice" is tapped again. */
const realDice = signal(remembered());

function setRealDice(on: boolean): void {
  realDice.value = on;
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // Private modes may refuse localStorage: the choice then holds until the page closes.
  }
}

/** Props of DiceEntry. */
export interface DiceEntryProps {
  groups: readonly DieGroup[];
  /** Text of the app-roll button. */
  rollText: string;
  /** The app rolls. */
  onRoll: () => Shows;
  /** Faces tapped from real dice, one list per group, already checked to be on their dice. */
  onFaces: (faces: number[][]) => Shows;
  /** The roll's name for screen readers ("The battle roll"): the entry is then a group of that name. */
  label?: string;
  /** True while the screen's last turn-ending tap settles (shared/ui/steady.ts): the entry shows it is not ready. */
  settling?: boolean;
}

const still = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Roll in the app, or tap the faces rolled on real dice: the same receipts either way. The choice is kept for the next roll. */
export function DiceEntry({ groups, rollText, onRoll, onFaces, label, settling }: DiceEntryProps) {
  const real = realDice.value;
  const [error, setError] = useRefusal();
  const entry = useRef<HTMLDivElement>(null);
  // The faces opened or closed under the roll: the roll around them (the box that waits, else this entry) is
  // brought back into view once they are drawn (two frames: the render and its layout), so Use is on screen.
  const toggle = () => {
    setRealDice(!real);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const el = entry.current;
        (el?.closest<HTMLElement>('[data-waits]') ?? el)?.scrollIntoView({ block: 'nearest', behavior: still() ? 'auto' : 'smooth' });
      }),
    );
  };
  return (
    <div class="faces-input" ref={entry} role={label ? 'group' : undefined} aria-label={label} aria-disabled={settling || undefined}>
      <div class="button-row">
        <button type="button" class="btn btn-primary grow-btn" onClick={() => setError(onRoll())}>
          {rollText}
        </button>
        <button type="button" class="btn" aria-expanded={real} onClick={toggle}>
          Real dice
        </button>
      </div>
      {real && <FacesForm groups={groups} onFaces={onFaces} />}
      <Problem text={error} />
    </div>
  );
}
