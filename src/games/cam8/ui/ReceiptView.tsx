import { useReveal } from '../../../shared/ui/reveal';
import { type Receipt, formatDie } from '../engine';
import { useFlow } from './flow';

/** Every die of a receipt: face, modifier, result and what it did. */
export function DiceList({ receipt }: { receipt: Receipt }) {
  if (receipt.dice.length === 0) return null;
  return (
    <ol class="receipt-dice">
      {receipt.dice.map((d, i) => (
        <li key={i}>
          <span class="die-chip" aria-label={`die ${i + 1}: face ${d.face}, result ${d.result}`}>
            {formatDie(d)}
          </span>{' '}
          {d.effect}
        </li>
      ))}
    </ol>
  );
}

/** The last thing resolved in this phase: every die (face, modifier, result, effect) and what changed, brought into view and said. */
export function ReceiptView() {
  const { receipt } = useFlow();
  // Keyed by what it says: an Undo replays the game into equal receipts, which are not new results.
  const box = useReveal<HTMLElement>(receipt && JSON.stringify(receipt), { focus: false });
  return (
    <div aria-live="polite">
      {receipt && (
        <section class="receipt" aria-labelledby="receipt-h" ref={box}>
          <h3 id="receipt-h">
            Last: {receipt.who}, {receipt.title}
          </h3>
          <DiceList receipt={receipt} />
          <p class="receipt-result" data-testid="receipt-result">
            {receipt.result}
          </p>
        </section>
      )}
    </div>
  );
}
