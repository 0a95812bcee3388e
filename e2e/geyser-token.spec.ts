// Geyser, issue 40 point 6: a piece landing on a geyser its own tribe already holds earns the new token,
// without a second copy of that geyser; the new token may go on a square the player's own tokens hold.
import { type Page, expect, expectWhollyInView, noAxeViolations, openHome, realDice, test } from './testkit';

/** Ana, Bo and Cy at 360×640; start roll 5, 5, 2 then 3, 6: Bo starts, then Cy, then Ana. */
async function started(page: Page) {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^Geyser / }).click();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  const panel = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
  await realDice(panel, [5, 5, 2]);
  await realDice(panel, [3, 6]);
  await expect(page.getByTestId('round-title')).toHaveText("Round 1 · Bo's turn");
}

test('Geyser: landing on a geyser the tribe already holds earns a new token, still one geyser; the new token may go where its own tokens are', async ({ page }) => {
  await started(page);
  const summary = page.getByTestId('geysers-1');
  const token = page.getByTestId('new-token');
  // Before any geyser is held there is nothing to land on "again", and no new token yet.
  await expect(page.getByRole('button', { name: 'One Bo holds' })).toHaveCount(0);
  await expect(token).toHaveCount(0);

  // Round 1: Bo moves onto a 6/8 geyser and claims it.
  await page.getByRole('button', { name: 'Bo moves onto a 6/8 geyser' }).click();
  await expect(summary).toHaveText('1 geyser (6/8 ×1) · battle +1');
  await expect(token.getByRole('heading')).toHaveText("Place Bo's new token around it:");
  await expect(token.getByRole('listitem')).toHaveText(['✓ an empty square', "✓ one with Bo's tokens", "✗ another tribe's"]);
  await expect(token.getByRole('link', { name: 'Why this reading' })).toHaveAttribute('href', '#/rules/geyser?r=new-token-square');
  await expectWhollyInView(page, page.getByRole('button', { name: "End Bo's turn" }));
  for (const who of ['Bo', 'Cy', 'Ana']) await page.getByRole('button', { name: `End ${who}'s turn` }).click();
  // 3 + 4 = 7: the 7 ring fires, Bo's 6/8 geyser stays.
  await realDice(page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 1 is over: Bo rolls 2d6' }) }), [3, 4]);
  await expect(page.getByTestId('round-title')).toHaveText("Round 2 · Bo's turn");
  await expect(token).toHaveCount(0);

  // Round 2: a second piece of Bo's steps onto that same 6/8 geyser.
  const one = page.getByRole('button', { name: 'One Bo holds' });
  await expect(one).toHaveAttribute('aria-pressed', 'false');
  await expectWhollyInView(page, one, page.getByRole('button', { name: "End Bo's turn" }));
  await one.click();
  const again = page.getByRole('group', { name: 'Onto one Bo holds (new token only)' });
  await expect(again.getByRole('button')).toHaveText(['One Bo holds', '6/8']);
  await expect(one).toHaveAttribute('aria-pressed', 'true');
  await again.getByRole('button', { name: 'Bo moves another piece onto a 6/8 geyser Bo holds' }).click();
  await expect(page.getByTestId('last-move')).toHaveText(
    "Bo moves onto a 6/8 geyser Bo already holds: still 1 geyser in all, none new. Bo may place a new token on any square around that geyser that no other player holds (Bo's own tokens may be there)",
  );
  // Still one 6/8 geyser: no extra battle bonus, no step toward the Mother Geyser's three.
  await expect(summary).toHaveText('1 geyser (6/8 ×1) · battle +1');
  await expect(page.getByTestId('mother-why')).toHaveText("Not now: Bo has made this turn's move: only End turn is left.");
  // The new token's squares, a square of Bo's own tokens among them; End turn, the next tap, in view.
  await expect(token.getByRole('listitem').nth(1)).toHaveText("✓ one with Bo's tokens");
  // No other move is left: the ring buttons give way to the new token's squares.
  await expect(again).toHaveCount(0);
  await expect(one).toHaveCount(0);
  await expectWhollyInView(page, page.getByRole('button', { name: "End Bo's turn" }));
  await noAxeViolations(page, 'Geyser new token after landing on a held geyser');
  // Saved: a reload shows the same.
  await page.reload();
  await expect(token.getByRole('listitem').nth(1)).toHaveText("✓ one with Bo's tokens");
  await expect(summary).toHaveText('1 geyser (6/8 ×1) · battle +1');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Bo moves onto a 6/8 geyser Bo already holds: still 1 geyser in all, none new.');
});
