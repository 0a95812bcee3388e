import { useRef } from 'preact/hooks';
import { addPick, picksInOrder, pickToMove, removePick } from './count-picks';
import { Stepper } from './Stepper';
import './CountPicker.css';

/** Props of CountPicker. */
export interface CountPickerProps<K extends string> {
  /** Legend of the group, e.g. "Ana's 3 starting hamsters". */
  legend: string;
  keys: readonly K[];
  names: Record<K, string>;
  value: Partial<Record<K, number>>;
  onChange: (value: Partial<Record<K, number>>) => void;
  /** Exactly this many in all (the + buttons stop there, unless `moveWhenFull`). */
  total: number;
  /** Upper bound per key (what there is to give), if any. */
  limit?: Partial<Record<K, number>>;
  /** Once all are picked, a + moves the oldest pick of another kind over (one tap to change a pick). */
  moveWhenFull?: boolean;
}

/** Steppers that split an exact number among kinds (e.g. hamsters among occupations). */
export function CountPicker<K extends string>({ legend, keys, names, value, onChange, total, limit, moveWhenFull }: CountPickerProps<K>) {
  const sum = keys.reduce((n, k) => n + (value[k] ?? 0), 0);
  // The order of the picks lives only on this screen; a value changed elsewhere (undo, another tab) is followed.
  const remembered = useRef<K[]>([]);
  const order = picksInOrder(keys, value, remembered.current);
  remembered.current = order;
  const moving = !!moveWhenFull && sum >= total;
  const oldest = order[0];
  const step = (k: K, n: number) => {
    const r = n > (value[k] ?? 0) ? addPick(value, order, total, k, limit?.[k]) : removePick(value, order, k);
    if (!r) return;
    remembered.current = r.order;
    onChange(r.value);
  };
  return (
    <fieldset class="count-picker">
      <legend>
        {legend}: {sum} of {total}
      </legend>
      {moving && oldest !== undefined && (
        <p class="muted count-hint">
          All {total} picked: + moves one over from {names[oldest]}, your oldest pick.
        </p>
      )}
      {keys.map((k) => {
        const have = value[k] ?? 0;
        const from = moving ? pickToMove(order, k) : null;
        const room = moving ? (from === null ? 0 : 1) : total - sum;
        return (
          <Stepper
            key={k}
            label={names[k]}
            value={have}
            min={0}
            max={Math.min(limit?.[k] ?? Infinity, have + room)}
            moreNote={from === null ? undefined : `moves one from ${names[from]}`}
            onChange={(n) => (moveWhenFull ? step(k, n) : onChange({ ...value, [k]: n }))}
          />
        );
      })}
    </fieldset>
  );
}
