import { Stepper } from './Stepper';

/** Props of CountPicker. */
export interface CountPickerProps<K extends string> {
  /** Legend of the group, e.g. "Ana's 3 starting hamsters". */
  legend: string;
  keys: readonly K[];
  names: Record<K, string>;
  value: Partial<Record<K, number>>;
  onChange: (value: Partial<Record<K, number>>) => void;
  /** Exactly this many in all (the + buttons stop there). */
  total: number;
  /** Upper bound per key (what there is to give), if any. */
  limit?: Partial<Record<K, number>>;
}

/** Steppers that split an exact number among kinds (e.g. hamsters among occupations). */
export function CountPicker<K extends string>({ legend, keys, names, value, onChange, total, limit }: CountPickerProps<K>) {
  const sum = keys.reduce((n, k) => n + (value[k] ?? 0), 0);
  return (
    <fieldset class="count-picker">
      <legend>
        {legend}: {sum} of {total}
      </legend>
      {keys.map((k) => (
        <Stepper
          key={k}
          label={names[k]}
          value={value[k] ?? 0}
          min={0}
          max={Math.min(limit?.[k] ?? Infinity, (value[k] ?? 0) + total - sum)}
          onChange={(n) => onChange({ ...value, [k]: n })}
        />
      ))}
    </fieldset>
  );
}
