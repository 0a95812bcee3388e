import { type Locator, type Page, expect, noAxeViolations, openHome, realDice, test } from './testkit';

const title = (page: Page) => page.getByTestId('round-title');
const summary = (page: Page, seat: number) => page.getByTestId(`geysers-${seat}`);

async function newGame(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: /^Geyser / }).click();
  await expect(page.getByRole('heading', { name: 'New game of Geyser' })).toBeVisible();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
}

/** Start roll 5, 5, 2: Ana and Bo tie and roll again, 3 and 6: Bo starts, then Cy, then Ana. */
async function startRoll(page: Page) {
  const panel = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
  await realDice(panel, [5, 5, 2]);
  await expect(panel).toContainText('Ana and Bo tied for highest: only they roll again.');
  await expect(panel.getByRole('button', { name: 'Roll again for Ana and Bo' })).toBeVisible();
  await realDice(panel, [3, 6]);
  await expect(title(page)).toHaveText("Round 1 · Bo's turn");
}

/** Every one of `count` buttons is disabled (the ring buttons of a turn whose move is made). */
async function expectAllDisabled(buttons: Locator, count: number) {
  await expect(buttons).toHaveCount(count);
  for (const b of await buttons.all()) await expect(b).toBeDisabled();
}

async function claim(page: Page, who: string, seat: number, rings: string[]) {
  const card = page.locator('.tribe').nth(seat);
  if (!(await card.locator('details').evaluate((d) => (d as HTMLDetailsElement).open))) await card.locator('summary').click();
  for (const r of rings) await page.getByRole('button', { name: `${who} ${r} geysers: more` }).click();
}

test('Geyser: a start roll tie, a battle with a tie and a re-attack, the Firing, the Mother Geyser and a win', async ({ page }) => {
  await newGame(page);
  await noAxeViolations(page, 'Geyser setup');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('heading', { name: 'Who starts?' })).toBeVisible();
  await noAxeViolations(page, 'Geyser start roll');
  await startRoll(page);
  await expect(page.getByRole('list', { name: /^Play order/ }).locator('li')).toHaveText(['Bo', 'Cy', 'Ana', 'Firing']);
  // Who rolls this round's Firing is pinned: the starter first, then the dice pass left each round.
  await expect(page.getByTestId('pin-numbers')).toHaveText('Next Firing: Bo');

  // Bo claims two geysers: the Mother Geyser stays shut, and says why.
  await claim(page, 'Bo', 1, ['6/8', '5/9']);
  await expect(summary(page, 1)).toHaveText('2 geysers (5/9 ×1, 6/8 ×1) · battle +2');
  await expect(page.getByRole('button', { name: 'Move Bo into the Mother Geyser' })).toBeDisabled();
  await expect(page.getByTestId('mother-why')).toHaveText('Not now: Bo controls 2 normal geysers: moving into the Mother Geyser needs 3.');
  await noAxeViolations(page, 'Geyser turn');

  // Bo (+2) attacks Cy (+0) on plain ground. Bo wins when a − d ≥ −1: 26 of 36; ties at −2: 4; loses 6.
  await page.getByRole('button', { name: 'Bo attacks a token…' }).click();
  await page.getByRole('radio', { name: 'Cy (0 geysers)' }).check();
  const odds = page.getByTestId('battle-odds');
  // Attacking again on every tie, Bo wins the whole battle 26 times in 32: 13/16, more than one roll's 72%.
  await expect(odds.locator('tr')).toHaveText(['Wins13/18 (72%)', 'Loses1/6 (17%)', 'Ties1/9 (11%)', 'Wins the battle, attacking again on every tie13/16 (81%)']);
  await noAxeViolations(page, 'Geyser battle preview');
  await page.getByRole('button', { name: 'Bo attacks Cy' }).click();
  await expect(page.getByTestId('battle-title')).toHaveText('Bo attacks Cy on plain ground');
  await expect(odds.locator('tr').first()).toHaveText('Wins13/18 (72%)');
  // 1 + 2 = 3 against 3 + 0 = 3: a tie.
  const battle = page.locator('.battle');
  await realDice(battle, [1, 3]);
  await expect(battle).toContainText('A tie: Bo retreats (the turn is over) or attacks again.');
  await expect(page.getByRole('button', { name: "End Bo's turn" })).toBeDisabled();
  // The tied battle is still the turn's move: no stepping into the Mother Geyser, no other geyser.
  await expect(page.getByTestId('mother-why')).toHaveText("Not now: Bo's battle is this turn's move: roll it (or retreat after a tie), then only End turn is left.");
  await expectAllDisabled(page.getByRole('button', { name: /^Bo moves onto a / }), 6);
  await noAxeViolations(page, 'Geyser battle tie');
  await page.getByRole('button', { name: 'Attack again' }).click();
  await expect(odds).toBeVisible();
  // 4 + 2 = 6 against 2 + 0 = 2: Bo wins.
  await realDice(battle, [4, 2]);
  await expect(page.getByTestId('battle-end')).toHaveText('Bo wins: Cy removes that token.');
  await expect(battle.getByRole('list', { name: 'Battle rolls' }).locator('li')).toHaveText(['Bo 1+2=3 · Cy 3+0=3: tie', 'Bo 4+2=6 · Cy 2+0=2: Bo wins']);
  await noAxeViolations(page, 'Geyser battle won');

  for (const who of ['Bo', 'Cy', 'Ana']) await page.getByRole('button', { name: `End ${who}'s turn` }).click();
  await expect(title(page)).toHaveText('Round 1 · Geyser Firing');
  const firing = page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 1 is over: Bo rolls 2d6' }) });
  await expect(firing.locator('tr', { hasText: '6/8' })).toHaveText('6/85/18 (28%)Bo 1');
  await noAxeViolations(page, 'Geyser Firing');
  // 4 + 4 = 8 fires the 6/8 ring: Bo loses the geyser there.
  await realDice(firing, [4, 4]);
  const ring = page.getByTestId('fired-ring');
  await expect(ring).toHaveText('6/8 fires');
  expect(await ring.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(40);
  await expect(page.locator('.fired')).toContainText('Bo rolled 4 + 4 = 8. Bo lost 1 geyser.');
  await expect(summary(page, 1)).toHaveText('1 geyser (5/9 ×1) · battle +1');
  await expect(title(page)).toHaveText("Round 2 · Bo's turn");
  await expect(page.getByTestId('pin-numbers')).toHaveText('Next Firing: Cy');

  await page.reload();
  await expect(title(page)).toHaveText("Round 2 · Bo's turn");
  await expect(page.getByTestId('fired-ring')).toHaveText('6/8 fires');
  await expect(summary(page, 1)).toHaveText('1 geyser (5/9 ×1) · battle +1');
  await noAxeViolations(page, 'Geyser round 2');

  // Round 2: Bo reaches 3 normal geysers and moves into the Mother Geyser; Cy's Firing (1 + 1) costs Bo the 2/12, Bo still wins.
  await claim(page, 'Bo', 1, ['2/12', '7']);
  await page.getByRole('button', { name: 'Move Bo into the Mother Geyser' }).click();
  await expect(summary(page, 1)).toHaveText('3 geysers (2/12 ×1, 5/9 ×1, 7 ×1) · Mother Geyser · battle +4');
  // The Mother Geyser is a geyser landed on: a new token may go around it; and it was the turn's move.
  await expect(page.getByTestId('last-move')).toHaveText("Bo moves into the Mother Geyser. Bo may place a new token on any square around that geyser that no other player holds (Bo's own tokens may be there)");
  await expect(page.getByTestId('moved')).toHaveText('Move made: only End turn is left.');
  await page.getByRole('button', { name: "End Bo's turn" }).click();
  // Cy (no geysers) may battle Bo's tokens elsewhere, but not move into the Mother Geyser to attack Bo there.
  await page.getByRole('button', { name: 'Cy attacks a token…' }).click();
  await page.getByRole('radio', { name: 'Bo (4 geysers)' }).check();
  const mother = page.getByRole('radio', { name: /^The Mother Geyser/ });
  await expect(mother).toBeDisabled();
  await expect(page.locator('label', { has: mother })).toHaveText('The Mother Geyser');
  await expect(mother).toHaveAccessibleDescription('The Mother Geyser needs 3 normal geysers; Cy has 0.');
  // Cy +0 against Bo +4 (3 normal geysers and the Mother Geyser): Cy wins only on 6 against 1, ties on 5–1 and 6–2.
  await expect(page.getByTestId('battle-odds').locator('tr')).toHaveText(['Wins1/36 (3%)', 'Loses11/12 (92%)', 'Ties1/18 (6%)', 'Wins the battle, attacking again on every tie1/34 (3%)']);
  await noAxeViolations(page, 'Geyser attack form, the Mother Geyser shut');
  await page.getByRole('button', { name: 'Cy attacks a token…' }).click();
  for (const who of ['Cy', 'Ana']) await page.getByRole('button', { name: `End ${who}'s turn` }).click();
  await realDice(page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 2 is over: Cy rolls 2d6' }) }), [1, 1]);
  await expect(page.getByTestId('fired-ring')).toHaveText('2/12 fires');
  await expect(page.getByRole('alert')).toContainText('Bo wins!');
  await expect(title(page)).toHaveText('Round 2 · Game over');
  await noAxeViolations(page, 'Geyser game over');

  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log')).toContainText('Bo 1+2=3 vs Cy 3+0=3: a tie, Bo retreats or attacks again');
  await expect(page.locator('.log li').first()).toContainText('Cy rolled 1+1=2: 2/12 fires (Bo loses 1). Bo holds the Mother Geyser and wins');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(title(page)).toHaveText('Round 2 · Geyser Firing');
});

test('Geyser: a retreat after a tied battle ends the attacker’s turn; a die left untapped is refused', async ({ page }) => {
  await newGame(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  const panel = page.locator('.panel', { has: page.getByRole('heading', { name: 'Who starts?' }) });
  await realDice(panel, [5, 5, 2]);
  // Only the tied two tap their faces on real dice: Ana's die left untapped is refused, and nothing is saved.
  await expect(panel.getByRole('radiogroup', { name: /face$/ })).toHaveCount(2);
  await expect(panel.getByRole('radiogroup', { name: "Cy's die face" })).toHaveCount(0);
  await panel.getByRole('radiogroup', { name: "Bo's die face" }).getByRole('radio', { name: '6', exact: true }).check();
  await panel.getByRole('button', { name: 'Use these faces' }).click();
  await expect(panel.getByRole('alert')).toHaveText("Tap the face Ana's die shows (1 to 6).");
  await noAxeViolations(page, 'Geyser start roll tie, real dice');
  await page.reload();
  await expect(panel).toContainText('Ana and Bo tied for highest: only they roll again.');
  await expect(page.getByTestId('last-move')).toHaveText('Start roll: Ana 5, Bo 5, Cy 2: Ana and Bo tie with 5 and roll again');
  await realDice(panel, [3, 6]);
  await expect(title(page)).toHaveText("Round 1 · Bo's turn");
  await expect(page.getByTestId('last-move')).toHaveText('Start roll: Ana 3, Bo 6: Bo starts');

  await page.getByRole('button', { name: 'Bo attacks a token…' }).click();
  await page.getByRole('button', { name: 'Bo attacks Ana' }).click();
  // 0 geysers each: equal faces tie.
  await realDice(page.locator('.battle'), [5, 5]);
  await expect(page.getByRole('button', { name: 'Retreat' })).toBeVisible();
  await expect(page.getByTestId('last-move')).toHaveText('Bo 5+0=5 vs Ana 5+0=5: a tie, Bo retreats or attacks again');
  await page.reload();
  // The tie survives a reload: still retreat or attack again, the turn still blocked.
  await expect(page.getByRole('button', { name: "End Bo's turn" })).toBeDisabled();
  await page.getByRole('button', { name: 'Retreat' }).click();
  await expect(title(page)).toHaveText("Round 1 · Cy's turn");
  await expect(page.getByTestId('last-move')).toHaveText('Bo retreats; Bo ended the turn');
  await noAxeViolations(page, 'Geyser after a retreat');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Attack again' })).toBeVisible();
  await expect(title(page)).toHaveText("Round 1 · Bo's turn");
});

test('Geyser: one move a turn: a battle won on a geyser says a new token may go around it, then the Mother Geyser is refused until the next turn', async ({ page }) => {
  await newGame(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await startRoll(page);
  // Corrections by hand: Bo holds three geysers, Cy one on the 7 ring.
  await claim(page, 'Bo', 1, ['6/8', '5/9', '4/10']);
  await claim(page, 'Cy', 2, ['7']);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Correction: Cy holds one more 7 geyser (1 in all)');
  await page.getByText(/^Game log/).click();
  await expect(page.getByRole('button', { name: 'Move Bo into the Mother Geyser' })).toBeEnabled();

  // Bo's move: a battle for Cy's 7 geyser, won at once (6 + 3 against 1 + 1).
  await page.getByRole('button', { name: 'Bo attacks a token…' }).click();
  await page.getByRole('radio', { name: 'Cy (1 geyser)' }).check();
  await page.getByRole('radio', { name: 'A 7 geyser' }).check();
  await page.getByRole('button', { name: 'Bo attacks Cy' }).click();
  await realDice(page.locator('.battle'), [6, 1]);
  await expect(page.getByTestId('battle-end')).toHaveText('Bo wins: Cy removes that token. Bo now controls that 7 geyser.');
  await expect(page.getByTestId('last-move')).toContainText("Bo may place a new token on any square around that geyser that no other player holds (Bo's own tokens may be there)");

  // The battle was the turn's move: the Mother Geyser (open to Bo's 3 geysers before it), another geyser and
  // another battle are all refused; End turn is the only way on.
  const mother = page.getByRole('button', { name: 'Move Bo into the Mother Geyser' });
  await expect(mother).toBeDisabled();
  await expect(page.getByTestId('mother-why')).toHaveText("Not now: Bo has made this turn's move: only End turn is left.");
  // The ring buttons give way to where the new token may go: a square of Bo's own tokens among them.
  await expect(page.getByRole('button', { name: /^Bo moves onto a / })).toHaveCount(0);
  await expect(page.getByTestId('new-token').getByRole('listitem')).toHaveText(['✓ an empty square', "✓ one with Bo's tokens", "✗ another tribe's"]);
  await expect(page.getByRole('button', { name: 'Bo attacks a token…' })).toHaveCount(0);
  await expect(page.getByTestId('moved')).toHaveText('Move made: only End turn is left.');
  const turn = page.locator('.panel', { has: page.getByRole('heading', { name: "Bo's move" }) });
  await expect(turn.locator('button:enabled')).toHaveText(["End Bo's turn"]);
  await noAxeViolations(page, 'Geyser turn after its move');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Move Bo into the Mother Geyser' })).toBeDisabled();
  await expect(turn.locator('button:enabled')).toHaveText(["End Bo's turn"]);

  // Cy's turn: moving onto a geyser is the move, and says a new token may go around it.
  await page.getByRole('button', { name: "End Bo's turn" }).click();
  await page.getByRole('button', { name: 'Cy moves onto a 3/11 geyser' }).click();
  await expect(page.getByTestId('last-move')).toHaveText("Cy moves onto a 3/11 geyser and claims it (1 in all). Cy may place a new token on any square around that geyser that no other player holds (Cy's own tokens may be there)");
  await expect(page.getByTestId('moved')).toHaveText('Move made: only End turn is left.');
  // The ring buttons give way to where the new token may go: a square of Cy's own tokens among them.
  await expect(page.getByRole('button', { name: /^Cy moves onto a / })).toHaveCount(0);
  await expect(page.getByTestId('new-token').getByRole('listitem')).toHaveText(['✓ an empty square', "✓ one with Cy's tokens", "✗ another tribe's"]);
  await expect(page.getByRole('button', { name: 'Cy attacks a token…' })).toHaveCount(0);
  await noAxeViolations(page, 'Geyser turn after moving onto a geyser');
  await page.getByRole('button', { name: "End Cy's turn" }).click();
  await expect(title(page)).toHaveText("Round 1 · Ana's turn");
});

test('Geyser: a board printed with other rings is set at setup, and the Firing follows it', async ({ page }) => {
  await newGame(page);
  await expect(page.getByText(/pairing every other sum n with 14 − n \(7 alone\) is the app's reading/)).toBeVisible();
  const rings = page.getByLabel(/^The board's rings/);
  await expect(rings).toHaveValue('2/12, 3/11, 4/10, 5/9, 6/8, 7');
  await rings.fill('2/7, 3/12');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert')).toHaveText("The board's rings: 4, 5, 6, 8, 9, 10, 11 are on no ring (every sum 2 to 12 fires one)");
  await noAxeViolations(page, 'Geyser setup, rings refused');
  await rings.fill('2/7, 3/12, 4/11, 5/10, 6/9, 8');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await startRoll(page);
  for (const who of ['Bo', 'Cy', 'Ana']) await page.getByRole('button', { name: `End ${who}'s turn` }).click();
  const firing = page.locator('.panel', { has: page.getByRole('heading', { name: 'Round 1 is over: Bo rolls 2d6' }) });
  // 2 and 7 make 7 ways in 36 on this board.
  await expect(firing.locator('tr', { hasText: '2/7' })).toHaveText('2/77/36 (19%)—');
  await expect(firing).toContainText('The rings as this table\'s board prints them (set at setup).');
  await noAxeViolations(page, 'Geyser Firing, a board set at setup');
  await realDice(firing, [3, 4]);
  await expect(page.getByTestId('fired-ring')).toHaveText('2/7 fires');
  // The setting is saved in the game: after a reload the ring list still reads the board's names.
  await page.reload();
  await expect(page.getByTestId('fired-ring')).toHaveText('2/7 fires');
  await expect(page.getByRole('group', { name: 'Onto a geyser (claims it)' }).getByRole('button')).toHaveText(['2/7', '3/12', '4/11', '5/10', '6/9', '8']);
  await noAxeViolations(page, 'Geyser round 2, a board set at setup');
});
