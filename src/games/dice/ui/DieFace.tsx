import { type Receipt, receiptText } from '../engine';

/** One die's receipt: its size, the face it showed and, with a modifier, what it counts as. */
export function DieFace({ receipt: d, tone }: { receipt: Receipt; tone?: string | undefined }) {
  const label = d.mod
    ? `d${d.sides} showed ${d.face}, ${d.mod > 0 ? 'plus' : 'minus'} ${Math.abs(d.mod)}, counts ${d.result}`
    : `d${d.sides} showed ${d.face}`;
  return (
    <div class={`die die-d${d.sides} ${tone ? `die-${tone}` : ''}`} role="img" aria-label={label}>
      <span class="die-size">d{d.sides}</span>
      <span class="die-face">{d.face}</span>
      {d.mod !== 0 && <span class="die-mod">{receiptText(d).slice(String(d.face).length)}</span>}
    </div>
  );
}
