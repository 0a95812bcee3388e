// Geyser's play flow on a small phone (issue 39): what the table waits for is in view and focused, the pinned
// line says the round and who rolls the next Firing, a double tap ends one turn only, last round's Firing
// stays out of the way.
import { type Page, doubleTap, expect, expectWhollyInView, noAxeViolations, openHome, realDice, test } from './testkit';

/** A new game for Ana and Ben (or `second`, blank for the placeholder's name), started, at its start roll. */
async function twoPlayers(page: Page, second = 'Ben') {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^Geyser / }).click();
  await page.getByRole('group', { name: 'Player 1' }).getByLabel('Name').fill('Ana');
  await page.getByRole('group', { name: 'Player 2' }).getByLabel('Name').fill(second);
  await page.getByRole('button', { name: 'Remove Player 3' }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('heading', { name: 'Who starts?' })).toBeVisible();
}

test('Geyser: "End Ana\'s turn" tapped twice 200 ms apart ends Ana\'s turn only, not Ben\'s too', async ({ page }) => {
  await twoPlayers(page);
  await realDice(page.locator('.panel'), [6, 2]);
  const title = page.getByTestId('round-title');
  await expect(title).toHaveText("Round 1 · Ana's turn");
  await doubleTap(page, page.getByRole('button', { name: "End Ana's turn" }), { scroll: true });
  await expect(page.getByTestId('pin-where')).toHaveText("Round 1 · Ben's turn");
  // Ben's turn is still his to end: one deliberate tap, and then the Firing is due.
  const end = page.getByRole('button', { name: "End Ben's turn" });
  await expect(end).toBeInViewport({ ratio: 1 });
  await end.click();
  await expect(title).toHaveText('Round 1 · Geyser Firing');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li', { hasText: 'ended the turn' })).toHaveCount(2);
});

test('Geyser at 360×640: each roll, choice and turn in view and focused; the pinned line; last round\'s Firing out of the way; the winner in view', async ({ page }) => {
  await twoPlayers(page);
  await expect(page.getByTestId('pin-where')).toHaveText('Start roll');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Everybody rolls a d6');
  const start = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
  await expectWhollyInView(page, start.getByRole('button', { name: 'Roll for everybody' }));
  // A tie: the tied roll again, the roll and its faces in view.
  await realDice(start, [4, 4]);
  await expect(page.getByTestId('pin-where')).toHaveText('Start roll again');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Ana and Ben roll');
  await expectWhollyInView(page, start.getByText('Ana and Ben tied for highest: only they roll again.'), start.getByRole('button', { name: 'Use these faces' }));
  await expect(page.getByRole('heading', { name: 'Who starts?' })).toBeFocused();
  await realDice(start, [2, 5]);

  // Ben starts: his turn is in view, its heading focused, End turn on screen; Ben rolls round 1's Firing.
  await expect(page.getByTestId('pin-where')).toHaveText("Round 1 · Ben's turn");
  await expect(page.getByTestId('pin-numbers')).toHaveText('Next Firing: Ben');
  await expect(page.getByRole('heading', { name: "Ben's move" })).toBeFocused();
  await expectWhollyInView(page, page.getByRole('button', { name: 'Ben moves onto a 6/8 geyser' }), page.getByRole('button', { name: "End Ben's turn" }));
  await noAxeViolations(page, 'Geyser turn at 360x640');
  await page.getByRole('button', { name: 'Ben moves onto a 6/8 geyser' }).click();
  // The move made, End turn is still where it was, on screen.
  await expect(page.getByTestId('moved')).toHaveText('Move made: only End turn is left.');
  await expectWhollyInView(page, page.getByRole('button', { name: "End Ben's turn" }));
  await page.getByRole('button', { name: "End Ben's turn" }).click();

  // Ana attacks: the form opens in view with its confirm, then the battle roll, then its result and End turn.
  await expect(page.getByRole('heading', { name: "Ana's move" })).toBeFocused();
  await page.getByRole('button', { name: 'Ana attacks a token…' }).click();
  await expect(page.getByRole('group', { name: 'Ana attacks' }).locator('legend')).toBeFocused();
  await page.getByRole('radio', { name: 'A 6/8 geyser' }).check();
  await expectWhollyInView(page, page.getByTestId('battle-odds'), page.getByRole('button', { name: 'Ana attacks Ben' }));
  await noAxeViolations(page, 'Geyser attack form at 360x640');
  await page.getByRole('button', { name: 'Ana attacks Ben' }).click();
  const battle = page.locator('.battle');
  await expect(page.getByTestId('battle-title')).toBeFocused();
  // Real dice stay chosen from the start roll: the faces are open with the battle's roll.
  await expect(battle.getByRole('button', { name: 'Real dice' })).toHaveAttribute('aria-expanded', 'true');
  await expectWhollyInView(page, battle.getByRole('button', { name: 'Roll the battle' }), battle.getByRole('button', { name: 'Use these faces' }));
  await noAxeViolations(page, 'Geyser battle roll, real dice, at 360x640');
  // Ana 4 + 0 against Ben 3 + 1: a tie; then 6 + 0 against 1 + 1: Ana wins the 6/8 geyser.
  await realDice(battle, [4, 3]);
  await expectWhollyInView(page, battle.getByText('A tie: Ana retreats (the turn is over) or attacks again.'), battle.getByRole('button', { name: 'Retreat' }));
  await expect(page.getByTestId('battle-title')).toBeFocused();
  await battle.getByRole('button', { name: 'Attack again' }).click();
  await expectWhollyInView(page, battle.getByRole('button', { name: 'Use these faces' }));
  await realDice(battle, [6, 1]);
  await expectWhollyInView(page, page.getByTestId('battle-end'), page.getByRole('button', { name: "End Ana's turn" }));
  await page.getByRole('button', { name: "End Ana's turn" }).click();

  // The Firing: its roll and faces in view; Ben rolls.
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · Geyser Firing');
  const firing = page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 1 is over: Ben rolls 2d6' }) });
  await expect(firing.getByRole('heading')).toBeFocused();
  await expectWhollyInView(page, firing.getByRole('button', { name: 'Roll the Geyser Firing' }), firing.getByRole('button', { name: 'Use these faces' }));
  await noAxeViolations(page, 'Geyser Firing, real dice, at 360x640');
  // 3 + 4 fires the 7 ring, which nobody holds.
  await realDice(firing, [3, 4]);

  // Round 2 opens on the Firing just rolled, large, with Ben's turn and its End turn under it, all in view.
  await expect(page.getByTestId('pin-where')).toHaveText("Round 2 · Ben's turn");
  await expect(page.getByTestId('pin-numbers')).toHaveText('Next Firing: Ana');
  const fired = page.getByTestId('fired-now');
  await expect(fired.getByRole('heading')).toHaveText('Round 1 Firing: 7 fires');
  await expect(fired.getByRole('heading')).toBeFocused();
  await expect(fired).toContainText('Ben rolled 3 + 4 = 7. Nobody held a geyser there.');
  await expectWhollyInView(page, fired, page.getByRole('button', { name: "End Ben's turn" }));
  await expect(page.getByTestId('last-firing')).toHaveCount(0);
  await noAxeViolations(page, 'Geyser round 2, the Firing just rolled, at 360x640');

  // Once Ben's turn is over it is last round's Firing: small, at the foot, below Ana's End turn, never above her turn.
  await page.getByRole('button', { name: "End Ben's turn" }).click();
  await expect(fired).toHaveCount(0);
  const before = page.getByTestId('last-firing');
  await expect(before.getByRole('heading')).toHaveText("Last round's Firing");
  await expect(before).toHaveText("Last round's FiringRound 1: 7 fired. Ben rolled 3 + 4 = 7. Nobody held a geyser there.");
  const endAna = page.getByRole('button', { name: "End Ana's turn" });
  await expectWhollyInView(page, endAna);
  expect((await before.boundingBox())!.y).toBeGreaterThan((await endAna.boundingBox())!.y + 44);
  expect(await before.evaluate((el) => parseFloat(getComputedStyle(el.querySelector('p')!).fontSize))).toBeLessThan(20);
  await noAxeViolations(page, "Geyser last round's Firing at 360x640");

  // Round 2's Firing: its Roll comes first, last round's Firing is still only the note at the foot.
  await endAna.click();
  const firing2 = page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 2 is over: Ana rolls 2d6' }) });
  await expectWhollyInView(page, firing2.getByRole('button', { name: 'Roll the Geyser Firing' }));
  expect((await before.boundingBox())!.y).toBeGreaterThan((await firing2.boundingBox())!.y + (await firing2.boundingBox())!.height);
  await expect(page.getByTestId('fired-ring')).toHaveCount(0);
});

test('Geyser at 360×640: the winner comes into view and takes the focus, with the Firing that decided it', async ({ page }) => {
  // The second seat's name left blank: it plays as its placeholder said, "Player 2".
  await twoPlayers(page, '');
  await realDice(page.locator('.panel'), [6, 2]);
  await expect(page.getByRole('list', { name: /^Play order/ }).locator('li')).toHaveText(['Ana', 'Player 2', 'Firing']);
  // Corrections by hand give Ana three geysers; she moves into the Mother Geyser and holds it through the Firing.
  await page.locator('.tribe').nth(0).locator('summary').click();
  for (const r of ['2/12', '3/11', '4/10']) await page.getByRole('button', { name: `Ana ${r} geysers: more` }).click();
  const mother = page.getByRole('button', { name: 'Move Ana into the Mother Geyser' });
  await mother.click();
  await page.getByRole('button', { name: "End Ana's turn" }).click();
  await page.getByRole('button', { name: "End Player 2's turn" }).click();
  await realDice(page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 1 is over: Ana rolls 2d6' }) }), [1, 1]);
  const banner = page.locator('.winner');
  await expect(banner.getByText('Ana wins!')).toBeFocused();
  await expectWhollyInView(page, banner);
  await expect(banner.getByTestId('fired-ring')).toHaveText('2/12 fires');
  await expect(page.getByTestId('pin-where')).toHaveText('Game over · Ana won');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Won in round 1');
  await noAxeViolations(page, 'Geyser game over at 360x640');
});
