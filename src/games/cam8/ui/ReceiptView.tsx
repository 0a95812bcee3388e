import { type Receipt, formatDie } from '../engine';

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

/** The last thing resolved: every die (face, modifier, result, effect) and what changed. */
export function ReceiptView({ receipt }: { receipt: Receipt | null }) {
  if (!receipt) return null;
  return (
    <section class="receipt" aria-labelledby="receipt-h">
      <h2 id="receipt-h">
        Last: {receipt.who}, {receipt.title}
      </h2>
      <DiceList receipt={receipt} />
      <p class="receipt-result" data-testid="receipt-result">
        {receipt.result}
      </p>
    </section>
  );
}
