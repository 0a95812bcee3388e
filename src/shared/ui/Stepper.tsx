import './Stepper.css';
/** Props of Stepper. */
export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Shows a + sign on positive values (for modifiers). */
  signed?: boolean;
  /** Extra class on the group. */
  class?: string;
  /** The name screen readers hear, when the visible label needs context (e.g. "Ana's krill"). */
  srLabel?: string;
  /** What + does besides adding one, told to screen readers (e.g. "moves one from Breeders"). */
  moreNote?: string;
}

/** A number with big − and + buttons, for one-handed corrections at the table. */
export function Stepper({ label, value, min, max, onChange, signed, class: cls, srLabel, moreNote }: StepperProps) {
  const name = srLabel ?? label;
  const shown = signed && value > 0 ? `+${value}` : value < 0 ? `−${-value}` : String(value);
  return (
    <div class={`stepper ${cls ?? ''}`} role="group" aria-label={name}>
      <span class="stepper-label" aria-hidden="true">
        {label}
      </span>
      <button type="button" class="btn btn-step" aria-label={`${name}: less`} disabled={value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output class="stepper-value" aria-label={`${name}: ${shown}`}>
        {shown}
      </output>
      <button type="button" class="btn btn-step" aria-label={`${name}: more${moreNote ? `, ${moreNote}` : ''}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
