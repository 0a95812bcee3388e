// Words every game's receipts and log lines share. Pure, so engines may import it.

/** "Ana", "Ana and Bo", "Ana, Bo and Cy" ("" for none). */
export function andList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
