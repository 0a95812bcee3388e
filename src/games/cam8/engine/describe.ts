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

/** The modifier in words: "Feral −2, Boost +1: every die −1". */
export function describeModifier(m: Modifier): string {
  const parts = [
    m.feral !== 0 ? `Feral ${signed(m.feral)}` : '',
    m.boosts !== 0 ? `Boost ${signed(m.boosts)}` : '',
    m.assists !== 0 ? `Assist ${signed(m.assists)}` : '',
  ].filter(Boolean);
  const total = m.total === 0 ? 'dice unmodified' : `every die ${signed(m.total)}`;
  return parts.length > 0 ? `${parts.join(', ')}: ${total}` : total;
}
