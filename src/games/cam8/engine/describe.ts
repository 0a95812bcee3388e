// Readable log lines for receipts and modifiers.
import type { Modifier } from './prepare';
import { formatDie, signed } from './state';
import type { Receipt } from './types';

/** One log line, e.g. "Ana: Breed, rolled 5−1=4 → +3 hamsters (3 Guards)". */
export function describe(receipt: Receipt): string {
  const rolled = receipt.dice.length > 0 ? `, rolled ${receipt.dice.map(formatDie).join(', ')}` : '';
  return `${receipt.who}: ${receipt.title}${rolled} → ${receipt.result}`;
}

/** One line per die, e.g. "die 2: 3−2=1 → −1 Guard". */
export function describeDice(receipt: Receipt): string[] {
  return receipt.dice.map((d, i) => `die ${i + 1}: ${formatDie(d)} → ${d.effect}`);
}

/** The modifier in words, every part listed: "Feral −2, Boost +1, Assist +0: every die −1". */
export function describeModifier(m: Modifier): string {
  const parts = `Feral ${m.feral === 0 ? '0' : signed(m.feral)}, Boost +${m.boosts}, Assist +${m.assists}`;
  return `${parts}: ${m.total === 0 ? 'dice unmodified' : `every die ${signed(m.total)}`}`;
}
