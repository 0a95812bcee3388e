import { useEffect, useRef, useState } from 'preact/hooks';

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
  // A count typed and not yet left (the phone locked, the page reloaded) is stored as the page goes, not lost.
  const typed = useRef<{ draft: string | null; store: (v: string) => void }>({ draft, store });
  typed.current = { draft, store };
  // What was stored as the page went: leaving the box later does not store it a second time.
  const kept = useRef<string | null>(null);
  useEffect(() => {
    if (live) return;
    const keep = () => {
      const { draft: v, store: save } = typed.current;
      if (v === null || v === kept.current) return;
      kept.current = v;
      save(v);
    };
    const hidden = () => document.visibilityState === 'hidden' && keep();
    addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [live]);
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
          kept.current = null;
          setDraft(e.currentTarget.value);
          if (live) store(e.currentTarget.value);
        }}
        onChange={(e) => {
          if (!live && e.currentTarget.value !== kept.current) store(e.currentTarget.value);
        }}
        onBlur={() => setDraft(null)}
      />
    </label>
  );
}
