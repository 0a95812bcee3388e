/** "42%", "<1%" or "0%": probabilities as people read them at a table. */
export function percent(p: number): string {
  if (p === 0) return '0%';
  if (p === 1) return '100%';
  if (p < 0.01) return '<1%';
  if (p > 0.99) return '>99%';
  return `${Math.round(p * 100)}%`;
}
