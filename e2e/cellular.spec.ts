import { type Page, expect, noAxeViolations, openHome, realDice, test } from './testkit';
import { expectDice, take } from './cellular-testkit';

/** One contender picks in secret: the hand-over screen, "I'm X", the pick, "Done, hide". */
async function pick(page: Page, who: string, dice: Record<string, number>) {
  const panel = page.locator('.scarcity');
  await expect(panel.getByRole('heading', { name: `Hand the phone to ${who}` })).toBeVisible();
  await expect(page.getByTestId('secret-pick')).toHaveCount(0);
  await panel.getByRole('button', { name: `I'm ${who}, show my dice` }).click();
  for (const [die, n] of Object.entries(dice)) for (let k = 0; k < n; k++) await panel.getByRole('button', { name: `${who} rolls ${die}: more` }).click();
}

test('Cellular Powerhouse: a secret Scarcity roll among three players, where the second cannot see the first pick', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: /^Cellular Powerhouse / }).click();
  await expect(page.getByRole('heading', { name: 'New game of Cellular Powerhouse' })).toBeVisible();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByLabel('Advanced Setup: Starting Genomes by snake draft').check();
  // 3 players: 9 d4, 6 d6, 3 d8 and the d12; 45 Traits out; a Gene Pool of 60.
  const sheet = page.getByTestId('setup-sheet');
  await expect(sheet).toContainText('Dice in the Center: 9 d4, 6 d6, 3 d8, 1 d12');
  await expect(sheet).toContainText('Traits to remove from the Source: 45');
  await expect(sheet).toContainText('Starting Genomes laid face up for the snake draft: 6');
  await noAxeViolations(page, 'Cellular setup');
  await page.getByRole('button', { name: 'Start the game' }).click();

  // Snake draft: Ana, Bo, Cy, then Cy, Bo, Ana.
  await expect(page.getByRole('list', { name: 'Pick order' }).locator('li')).toHaveText(['Ana', 'Bo', 'Cy', 'Cy', 'Bo', 'Ana']);
  await noAxeViolations(page, 'Cellular snake draft');
  for (const who of ['Ana', 'Bo', 'Cy', 'Cy', 'Bo', 'Ana']) await page.getByRole('button', { name: `${who} picked a Starting Genome` }).click();

  // Round 1: the Source ran short, 10 cards: 4, 3, 3.
  await expect(page.getByTestId('round-title')).toHaveText('Round 1 of 3 · Gene Pool');
  const pool = page.getByLabel(/^Cards in the Gene Pool/);
  await pool.fill('10');
  await pool.press('Enter');
  await expect(page.getByRole('list', { name: 'Cards dealt' }).locator('li')).toHaveText(['Ana: 4', 'Bo: 3', 'Cy: 3']);
  // Clearing the box to retype is not a Gene Pool of 0; leaving it shows the count kept.
  await pool.fill('');
  await pool.press('Enter');
  await pool.blur();
  await expect(pool).toHaveValue('10');
  await expect(page.getByRole('list', { name: 'Cards dealt' }).locator('li')).toHaveText(['Ana: 4', 'Bo: 3', 'Cy: 3']);
  await pool.fill('61');
  await pool.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The Gene Pool holds 0 to 60 cards, not 61');
  await pool.blur();
  await expect(pool).toHaveValue('10');
  await take(page, 'Ana', { d4: 2, d6: 1 });
  await take(page, 'Bo', { d4: 1, d8: 1 });
  await take(page, 'Cy', { d12: 1 });
  await expectDice(page, { Center: '6 5 2 0', Ana: '2 1 0 0', Bo: '1 0 1 0', Cy: '0 0 0 1' });
  await take(page, 'Ana', {});
  await expect(page.getByRole('button', { name: "Ana's d12: more" })).toBeDisabled();
  await noAxeViolations(page, 'Cellular round');

  await page.getByRole('button', { name: 'Start a Scarcity roll…' }).click();
  await expect(page.getByLabel('For what')).toHaveValue('');
  await noAxeViolations(page, 'Cellular Scarcity form');
  await page.getByLabel('For what').fill('the Competition');
  await page.getByRole('button', { name: 'Start the Scarcity roll' }).click();
  const panel = page.locator('.scarcity');
  await noAxeViolations(page, 'Cellular hand-over');

  // Ana picks 2 d4 in secret.
  await pick(page, 'Ana', { d4: 2 });
  await expect(panel).toContainText('Picked: 2 d4');
  await noAxeViolations(page, 'Cellular secret pick');
  await panel.getByRole('button', { name: 'Done, hide' }).click();

  // Bo's turn: Ana's pick is nowhere on the page, not even hidden.
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Bo' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Secret picks' }).locator('li')).toHaveText(['Ana: picked ✓', 'Bo: picking now', 'Cy: waiting']);
  await pick(page, 'Bo', {});
  await expect(panel).toContainText('Picked: no dice');
  const html = await page.content();
  expect(html).not.toContain('Picked: 2 d4');
  expect(html).not.toMatch(/Ana: (<[^>]+>)?2 d4/);
  await expect(panel).not.toContainText('Ana: 2');
  await expect(page.getByTestId('picks')).toHaveCount(0);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Ana picked in secret');
  await expect(page.locator('.log')).not.toContainText('2 d4');
  await page.getByText(/^Game log/).click();
  await panel.getByRole('button', { name: 'Bo rolls d8: more' }).click();
  await panel.getByRole('button', { name: 'Done, hide' }).click();

  // Undo and redo Bo's pick: the hand-over screens come back hidden, and the log lines stay silent on dice.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Bo' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Cy' })).toBeVisible();
  await page.reload();
  await expect(page.locator('.scarcity').getByRole('heading', { name: 'Hand the phone to Cy' })).toBeVisible();
  await expect(page.locator('.scarcity')).not.toContainText(/d4|d8/);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').nth(0)).toContainText('Redone: Bo picked in secret');
  await expect(page.locator('.log li').nth(1)).toContainText('Undone: Bo picked in secret');
  const picked = await page.locator('.log li', { hasText: 'picked in secret' }).allTextContents();
  expect(picked).toHaveLength(4);
  expect(picked.filter((line) => /d\d/.test(line))).toEqual([]);
  await page.getByText(/^Game log/).click();

  // Cy picks nothing. All picks are in: reveal and roll: Ana 4 + 3 = 7, Bo 7, Cy 0: Ana and Bo tie.
  await pick(page, 'Cy', {});
  await panel.getByRole('button', { name: 'Done, hide' }).click();
  await expect(panel.getByRole('heading', { name: 'All picks are in' })).toBeVisible();
  await expect(panel).not.toContainText(/d4|d8/);
  await noAxeViolations(page, 'Cellular all picks in');
  // Once every pick is in, Undo may not take one back: Cy would pick again knowing how the others came out.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a pick cannot be taken back now' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'All picks are in' })).toBeVisible();
  await panel.getByRole('button', { name: 'Reveal the picks' }).click();
  await expect(page.getByTestId('picks').locator('li')).toHaveText(['Ana: 2 d4', 'Bo: 1 d8', 'Cy: no dice']);
  // Exact chances, ties thrown again: 2 d4 against a d8 is 4/7 (counted by hand), nothing never wins.
  await expect(page.getByTestId('scarcity-odds')).toHaveText('Chance to win, ties rolled again: Ana 57%, Bo 43%, Cy 0%');
  await noAxeViolations(page, 'Cellular picks revealed');
  await realDice(panel, [4, 3, 7]);
  await expect(panel).toContainText('Ana and Bo tie with 7: they roll the same dice again.');
  await expect(page.getByTestId('scarcity-odds')).toHaveText('Chance to win from here, ties rolled again: Ana 57%, Bo 43%');
  // The rolled dice went back to the Center on the first throw.
  await expectDice(page, { Center: '8 5 3 0', Ana: '0 1 0 0', Bo: '1 0 0 0', Cy: '0 0 0 1' });
  await noAxeViolations(page, 'Cellular Scarcity tie');
  // Ana and Bo roll the same dice again: 2 + 1 = 3 against 5.
  await realDice(panel, [2, 1, 5]);
  // Won: the result stays where the roll was, open, with every throw.
  await expect(page.getByTestId('scarcity-result')).toHaveText('Bo wins the Competition');
  await expect(page.getByTestId('throws').locator('li')).toHaveText(['Ana: d4 4 + d4 3 = 7Bo: d8 7 = 7Cy: no dice = 0', 'Ana: d4 2 + d4 1 = 3Bo: d8 5 = 5']);
  await expectDice(page, { Center: '8 5 3 0' });
  await noAxeViolations(page, 'Cellular Scarcity won');

  // A card asks Ana to roll her d6: it comes from her Microbe and goes back to the Center.
  await page.getByText('Roll for a card effect').click();
  await page.getByLabel('Whose dice').selectOption('Ana');
  await page.getByRole('button', { name: 'Ana rolls d6: more' }).click();
  await noAxeViolations(page, 'Cellular card-effect roll');
  await realDice(page.locator('.effect-roll'), [5]);
  await expect(page.getByTestId('effect-last')).toHaveText('Last: Ana rolled d6 5 = 5; the dice went back to the Center.');
  await expectDice(page, { Center: '8 6 3 0', Ana: '0 0 0 0' });
  await page.getByText('Roll for a card effect').click();

  // At the Competition step a new Scarcity roll is suggested for the Competition.
  await page.getByRole('button', { name: 'Next: Drafting' }).click();
  await page.getByRole('button', { name: 'Next: Competition' }).click();
  await page.getByRole('button', { name: 'Start a Scarcity roll…' }).click();
  await expect(page.getByLabel('For what')).toHaveValue('the Competition');
  await page.getByRole('button', { name: 'Start a Scarcity roll…' }).click();

  // To the end of Round 3, then Nutrients. Ana 12 + 2 × 5 + 3, and a +5 Evolution tied with Bo that pays
  // nobody: 25. Bo 20 + the setup Mutation, his side of that tie paying nothing: 25. Cy 5. A tie for the game.
  for (let k = 0; k < 9; k++) await page.getByRole('button', { name: /^Next:/ }).click();
  await expect(page.getByTestId('round-title')).toHaveText('Round 3 of 3 · Round End Adaptations');
  await page.getByText('More on Round End Adaptations').click();
  await expect(page.getByRole('list', { name: 'Round End Adaptations: what to do' })).toContainText('A tie for an Adaptation');
  await page.getByRole('button', { name: 'Next: count Nutrients' }).click();
  await expect(page.getByRole('heading', { name: 'Count Nutrients' })).toBeVisible();
  const ana = page.getByRole('group', { name: /^Ana:/ });
  await ana.getByLabel('Face-down cards (1 each)').fill('12');
  await ana.getByLabel('Mutations (5 each)').fill('2');
  await expect(page.getByTestId('nutrients-0')).toHaveText('Ana: not counted yet');
  await expect(page.getByTestId('gaps-0')).toHaveText('Still to enter: how many Evolutions.');
  await ana.getByLabel(/^Evolutions to score/).fill('2');
  await ana.getByRole('radiogroup', { name: "Ana's Evolution 1: its condition" }).getByRole('radio', { name: 'Gains' }).check();
  await ana.getByLabel('Nutrients it gives').fill('3');
  await ana.getByRole('radiogroup', { name: "Ana's Evolution 2: its condition" }).getByRole('radio', { name: 'Tied' }).check();
  await expect(page.getByTestId('nutrients-0')).toHaveText('Ana: 25 Nutrients');
  await expect(ana.locator('.sum')).toHaveText('12 + 2 × 5 + 3 + 0 (tied) = 25');
  // An emptied box changes nothing: leaving it shows the 12 kept.
  await ana.getByLabel('Face-down cards (1 each)').fill('');
  await ana.getByLabel('Face-down cards (1 each)').blur();
  await expect(ana.getByLabel('Face-down cards (1 each)')).toHaveValue('12');
  await expect(page.getByTestId('nutrients-0')).toHaveText('Ana: 25 Nutrients');
  // One Microbe's sheet at a time, chosen by name; Ana's total shows beside her name.
  const whose = page.getByRole('radiogroup', { name: 'Whose Nutrients' });
  await expect(whose.getByRole('radio')).toHaveCount(3);
  await expect(whose.locator('label').first()).toHaveText('Ana 25');
  await whose.getByRole('radio', { name: /^Bo/ }).check();
  const bo = page.getByRole('group', { name: /^Bo:/ });
  await bo.getByLabel('Face-down cards (1 each)').fill('20');
  await bo.getByRole('button', { name: '1: Bo still has the setup Mutation' }).click();
  await expect(bo.getByLabel('Mutations (5 each)')).toHaveValue('1');
  await bo.getByLabel(/^Evolutions to score/).fill('1');
  await bo.getByRole('radiogroup', { name: "Bo's Evolution 1: its condition" }).getByRole('radio', { name: 'Tied' }).check();
  await expect(page.getByTestId('nutrients-1')).toHaveText('Bo: 25 Nutrients');
  // Cy's Mutations and Evolutions are not entered: no winner yet, and the reason names them.
  await whose.getByRole('radio', { name: /^Cy/ }).check();
  const cy = page.getByRole('group', { name: /^Cy:/ });
  await cy.getByLabel('Face-down cards (1 each)').fill('5');
  await page.getByRole('button', { name: 'Declare the winner' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cy has not entered' })).toHaveText('Cy has not entered Mutations, how many Evolutions yet (type 0 for none)');
  await cy.getByLabel('Mutations (5 each)').fill('0');
  await cy.getByLabel(/^Evolutions to score/).fill('0');
  await expect(page.getByTestId('nutrients-2')).toHaveText('Cy: 5 Nutrients');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('nutrients-0')).toHaveText('Ana: 25 Nutrients');
  await expect(page.getByRole('radiogroup', { name: "Ana's Evolution 2: its condition" }).getByRole('radio', { name: 'Tied' })).toBeChecked();
  await noAxeViolations(page, 'Cellular Nutrients');
  await page.getByRole('button', { name: 'Declare the winner' }).click();

  // The tie goes to a Scarcity roll for the game. Ana's Microbe is empty (her d6 went back after the card
  // effect): she is skipped. Bo commits nothing, so both roll a d8: 6 against 2.
  await expect(panel.getByRole('heading', { name: 'Scarcity roll for the game' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Secret picks' }).locator('li')).toHaveText(['Ana: no dice, skipped', 'Bo: picking now']);
  await expect(page.getByTestId('last-move')).toContainText('Ana has no dice and picks nothing');
  await pick(page, 'Bo', {});
  await panel.getByRole('button', { name: 'Done, hide' }).click();
  await expect(panel).toContainText('Nobody committed a die: every contender rolls one d8');
  await noAxeViolations(page, 'Cellular Scarcity roll with d8s');
  await realDice(panel, [6, 2]);
  await expect(page.getByRole('alert')).toHaveText('Ana wins with 25 Nutrients, after a Scarcity roll for the tie. Undo still works.');
  await noAxeViolations(page, 'Cellular game over');
});

test('Cellular Powerhouse: a contender with no dice is skipped in the secret picks, on screen and in the log, through undo and reload', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: /^Cellular Powerhouse / }).click();
  await expect(page.getByRole('heading', { name: 'New game of Cellular Powerhouse' })).toBeVisible();
  for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('round-title')).toHaveText('Round 1 of 3 · Gene Pool');
  // Ana takes a d4 and Cy a d6; Bo's Microbe stays empty, as the dice table shows everybody.
  await take(page, 'Ana', { d4: 1 });
  await take(page, 'Cy', { d6: 1 });
  await expectDice(page, { Ana: '1 0 0 0', Bo: '0 0 0 0', Cy: '0 1 0 0' });

  await page.getByRole('button', { name: 'Start a Scarcity roll…' }).click();
  await page.getByLabel('For what').fill('a Trait');
  await page.getByRole('button', { name: 'Start the Scarcity roll' }).click();
  const panel = page.locator('.scarcity');
  const status = panel.getByRole('list', { name: 'Secret picks' }).locator('li');
  // Bo is skipped as the roll starts: said in the status list and the last move, and Ana gets the phone.
  await expect(status).toHaveText(['Ana: picking now', 'Bo: no dice, skipped', 'Cy: waiting']);
  await expect(page.getByTestId('last-move')).toHaveText('Scarcity roll for a Trait among Ana, Bo, Cy; Bo has no dice and picks nothing: Ana picks dice first');
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Ana' })).toBeVisible();
  await noAxeViolations(page, 'Cellular Scarcity with a contender skipped');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Bo has no dice and picks nothing');
  await page.getByText(/^Game log/).click();

  // Ana picks her d4 in secret; the phone goes straight to Cy, never to Bo.
  await pick(page, 'Ana', { d4: 1 });
  await panel.getByRole('button', { name: 'Done, hide' }).click();
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Cy' })).toBeVisible();
  await expect(status).toHaveText(['Ana: picked ✓', 'Bo: no dice, skipped', 'Cy: picking now']);
  await expect(page.getByTestId('last-move')).toHaveText('Ana has picked; hand the phone to Cy');
  await noAxeViolations(page, 'Cellular hand-over after a skipped contender');

  // Undo takes back Ana's pick only: Bo stays skipped. Redo, then a reload: the same.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Ana' })).toBeVisible();
  await expect(status).toHaveText(['Ana: picking now', 'Bo: no dice, skipped', 'Cy: waiting']);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(panel.getByRole('heading', { name: 'Hand the phone to Cy' })).toBeVisible();
  await page.reload();
  await expect(page.locator('.scarcity').getByRole('heading', { name: 'Hand the phone to Cy' })).toBeVisible();
  await expect(status).toHaveText(['Ana: picked ✓', 'Bo: no dice, skipped', 'Cy: picking now']);
  await expect(panel).not.toContainText('d4');

  // Cy picks nothing: all picks are in; revealed, Bo's pick is no dice, like Cy's.
  await pick(page, 'Cy', {});
  await panel.getByRole('button', { name: 'Done, hide' }).click();
  await expect(panel.getByRole('heading', { name: 'All picks are in' })).toBeVisible();
  await panel.getByRole('button', { name: 'Reveal the picks' }).click();
  await expect(page.getByTestId('picks').locator('li')).toHaveText(['Ana: 1 d4', 'Bo: no dice', 'Cy: no dice']);
  await realDice(panel, [2]);
  await expect(page.getByTestId('scarcity-result')).toHaveText('Ana wins a Trait');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li', { hasText: 'picked in secret' })).toHaveText([/Cy picked in secret; all picks are in/, /Redone: Ana picked in secret/, /Undone: Ana picked in secret/, /Ana picked in secret/]);
});
