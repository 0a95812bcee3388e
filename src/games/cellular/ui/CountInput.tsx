import { useState } from 'preact/hooks';

/** Props of CountInput. */
export interface CountInputProps {
  label: string;
  /** The stored count, or null when none is stored yet (the box shows empty). */
  value: number | null;
  max?: number;
  /** Store a whole count of 0 or more; returns nothing, or the reason it was refused. */
  onCount: (n: number) => unknown;
  /** Store at every keystroke (true) or when the box is left or Enter is pressed (false). */
  live?: boolean;
}

const readCount = (v: string): number | null => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/**
 * A box for a whole count. What is typed stays on screen while typing; an empty or unreadable box never
 * stores anything (clearing the box to retype is not a 0), and leaving it shows the stored count again.
 */
export function CountInput({ label, value, max, onCount, live = false }: CountInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const store = (v: string) => {
    const n = readCount(v);
    if (n !== null) onCount(n);
  };
  return (
    <label class="field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={draft ?? (value === null ? '' : String(value))}
        onInput={(e) => {
          setDraft(e.currentTarget.value);
          if (live) store(e.currentTarget.value);
        }}
        onChange={(e) => {
          if (!live) store(e.currentTarget.value);
        }}
        onBlur={() => setDraft(null)}
      />
    </label>
  );
}
