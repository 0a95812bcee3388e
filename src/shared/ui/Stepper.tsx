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
}

/** A number with big − and + buttons, for one-handed corrections at the table. */
export function Stepper({ label, value, min, max, onChange, signed, class: cls }: StepperProps) {
  const shown = signed && value > 0 ? `+${value}` : value < 0 ? `−${-value}` : String(value);
  return (
    <div class={`stepper ${cls ?? ''}`} role="group" aria-label={label}>
      <span class="stepper-label" aria-hidden="true">
        {label}
      </span>
      <button type="button" class="btn btn-step" aria-label={`${label}: less`} disabled={value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output class="stepper-value" aria-label={`${label}: ${shown}`}>
        {shown}
      </output>
      <button type="button" class="btn btn-step" aria-label={`${label}: more`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
