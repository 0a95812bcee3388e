import { type Receipt, formatDie } from '../engine';

/** The last thing resolved: every die (face, modifier, result, effect) and what changed. */
export function ReceiptView({ receipt }: { receipt: Receipt | null }) {
  if (!receipt) return null;
  return (
    <section class="receipt" aria-labelledby="receipt-h">
      <h2 id="receipt-h">
        Last: {receipt.who}, {receipt.title}
      </h2>
      {receipt.dice.length > 0 && (
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
      )}
      <p class="receipt-result" data-testid="receipt-result">
        {receipt.result}
      </p>
    </section>
  );
}
