// What the Cellular Powerhouse specs do alike: take dice from the Center, read the dice table.
import { type Page, expect } from './testkit';

/** Chooses a player's Microbe, then taps + on its dice: each tap takes one die of that kind from the Center. */
export async function take(page: Page, who: string, dice: Record<string, number>) {
  await page.getByRole('radiogroup', { name: 'Whose Microbe' }).getByRole('radio', { name: who, exact: true }).check();
  for (const [die, n] of Object.entries(dice)) for (let k = 0; k < n; k++) await page.getByRole('button', { name: `${who}'s ${die}: more` }).click();
}

/** The dice table's rows: Center first, then each Microbe, as "d4 d6 d8 d12". */
export async function expectDice(page: Page, rows: Record<string, string>) {
  for (const [where, counts] of Object.entries(rows)) {
    await expect(page.getByTestId('dice-table').locator('tr', { has: page.getByRole('rowheader', { name: where, exact: true }) }).locator('td')).toHaveText(counts.split(' '));
  }
}
