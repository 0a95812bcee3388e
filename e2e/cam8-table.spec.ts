// CAM 8 as a table plays it on a 360 px phone (issue 10): what one stray tap may not do, where the roll appears,
// what the app's words say, how a starting pick changes, and that app rolls buzz.
import { type Page, expect, noAxeViolations, openHome, realDice, test } from './testkit';

const next = (page: Page) => page.getByRole('button', { name: /^Next:/ }).click();
const phase = (page: Page) => page.getByTestId('phase-title');
const whale = (page: Page, name: string) => page.locator('.whale').filter({ has: page.locator('.whale-name', { hasText: name }) });
const act = (page: Page, action: string) => page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action, exact: true }).click();
const stepperValue = (page: Page, group: RegExp, kind: string) => page.getByRole('group', { name: group }).getByRole('group', { name: kind, exact: true }).locator('output');

/** Opens a new CAM 8 game's setup with the players named `names`. */
async function setUp(page: Page, names: string[]) {
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  for (const [i, name] of names.entries()) await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
}

/** Records every navigator.vibrate call of the page in window.buzzes. */
async function recordBuzzes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { buzzes: unknown[] };
    w.buzzes = [];
    navigator.vibrate = ((pattern: VibratePattern) => {
      w.buzzes.push(pattern);
      return true;
    }) as Navigator['vibrate'];
  });
  return () => page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes);
}

test('setup: with 3 of 3 hamsters picked, one tap on + moves the oldest pick over', async ({ page }) => {
  await setUp(page, ['Ana', 'Bo']);
  // The pick shows in one line; one tap opens its steppers.
  const hamsters = page.getByRole('group', { name: 'Player 1' }).locator('summary');
  await expect(hamsters).toHaveText('Hamsters: 1 Breeder, 1 Harvester, 1 Politician');
  await hamsters.click();
  const ana = /^Ana's starting hamsters/;
  const picker = page.getByRole('group', { name: ana });
  await expect(picker.locator('legend')).toHaveText("Ana's starting hamsters: 3 of 3");
  await expect(picker.getByText('All 3 picked: + moves one over from Breeders, your oldest pick.')).toBeVisible();
  // Nothing is disabled for lack of room: the + says what it moves, to screen readers too.
  const diggers = picker.getByRole('button', { name: 'Diggers: more, moves one from Breeders', exact: true });
  await expect(diggers).toBeEnabled();
  await noAxeViolations(page, 'CAM 8 setup, all picked');
  await diggers.click();
  await expect(stepperValue(page, ana, 'Breeders')).toHaveText('0');
  await expect(stepperValue(page, ana, 'Diggers')).toHaveText('1');
  await expect(picker.locator('legend')).toHaveText("Ana's starting hamsters: 3 of 3");
  await expect(picker.getByText('All 3 picked: + moves one over from Harvesters, your oldest pick.')).toBeVisible();
  // Two Guards in two taps: the Harvester, then the Politician make room.
  await picker.getByRole('button', { name: /^Guards: more/ }).click();
  await picker.getByRole('button', { name: /^Guards: more/ }).click();
  for (const [kind, n] of [['Diggers', 1], ['Harvesters', 0], ['Guards', 2], ['Politicians', 0]] as const) await expect(stepperValue(page, ana, kind)).toHaveText(String(n));
  // A − still frees a pick, and the + buttons go back to adding.
  await picker.getByRole('button', { name: 'Guards: less' }).click();
  await expect(picker.getByText(/All 3 picked/)).toHaveCount(0);
  await expect(picker.getByRole('button', { name: 'Breeders: more', exact: true })).toBeEnabled();
  await picker.getByRole('button', { name: 'Politicians: more', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(whale(page, 'Ana').locator('.whale-summary')).toHaveText('size 1 · 0 krill · 1 Digger, 1 Guard, 1 Politician');
});

test('Command & Resolve: Next asks before skipping actions, the roll comes into view, and the words', async ({ page }) => {
  await setUp(page, ['Ana', 'Bo', 'Cy']);
  await page.getByRole('button', { name: 'Start the game' }).click();
  // The brain opens with "Edit"; Ana grows to size 2 by hand, so she has 2 actions; Bo finds 2 krill.
  await expect(whale(page, 'Ana').locator('.whale-edit')).toHaveText('Edit');
  await whale(page, 'Ana').locator('summary').click();
  await page.getByRole('button', { name: 'Ana Size: more' }).click();
  await whale(page, 'Ana').locator('summary').click();
  await whale(page, 'Bo').locator('summary').click();
  for (let k = 0; k < 2; k++) await page.getByRole('button', { name: 'Bo Krill: more' }).click();
  await whale(page, 'Bo').locator('summary').click();
  await next(page);
  await realDice(page.locator('.panel'), [6, 5, 4]);
  await expect(page.getByTestId('pick-order')).toHaveText('Ana: picking nowBo: to pickCy: to pick');
  await next(page);

  // Next would end every whale's actions: it asks, naming who loses what, and Cancel keeps them.
  await expect(page.getByTestId('active-whale')).toHaveText('Ana acts: 2 of 2 actions left');
  await next(page);
  const dialog = page.getByRole('dialog', { name: 'Skip the actions left?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('skip-question')).toHaveText('Ana still has 2 actions, Bo 1 and Cy 1: skip them?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await noAxeViolations(page, 'CAM 8 skip confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(phase(page)).toHaveText('Turn 1 · Command & Resolve');
  await expect(page.getByTestId('active-whale')).toHaveText('Ana acts: 2 of 2 actions left');

  // Choosing an action brings its odds and roll into view and moves the focus to it.
  await act(page, 'Breed');
  await expect(page.locator('.preview').getByRole('button', { name: 'Roll 1 die' })).toBeInViewport();
  await expect(page.locator('.preview').getByText('2 to 4')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Breed', level: 3 })).toBeFocused();
  await noAxeViolations(page, 'CAM 8 action chosen, roll in view');
  await realDice(page.locator('.preview'), [3]);
  // Real dice wait for a choice: the screen says they are saved.
  await expect(page.getByRole('heading', { name: 'Ana: Breed, rolled 3' })).toBeVisible();
  await expect(page.getByText('The dice are saved; choose to finish the move (or undo it).')).toBeVisible();
  await page.getByRole('group', { name: /^Ana: pick the occupation of 1 hamster/ }).getByRole('button', { name: 'Guards: more' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('active-whale')).toHaveText('Ana acts: 1 of 2 actions left');
  await page.getByRole('button', { name: 'Ana is done', exact: true }).click();
  await expect(page.getByTestId('active-whale')).toHaveText('Bo acts: 1 of 1 action left');

  // Skipping the rest is one confirmed tap.
  await next(page);
  await expect(dialog.getByTestId('skip-question')).toHaveText('Bo still has 1 action and Cy 1: skip them?');
  await dialog.getByRole('button', { name: 'Skip them: go to Flooding' }).click();
  await expect(phase(page)).toHaveText('Turn 1 · Flooding');

  // Flooding, then Harvest: each screen's text reads on its own.
  const panel = page.locator('.panel');
  await expect(panel.locator('p').first()).toHaveText(/^First flood the board: every space with a tunnel token next to a lake/);
  await expect(panel.locator('p').nth(1)).toHaveText("Count the flooded sections in each whale's territory: 1 krill each, 0 for a whale with none.");
  await next(page);
  await expect(phase(page)).toHaveText('Turn 1 · Harvest');
  await expect(panel.locator('p')).toHaveText([
    "Count the flooded sections in each whale's territory: 1 krill each, 0 for a whale with none.",
    'Reading Harvest ends only once the counts are added (0s too). Why this reading',
  ]);
  // The mark links to its entry on the Rules screen, which says why.
  await expect(panel.getByRole('link', { name: 'Why this reading' })).toHaveAttribute('href', '#/rules/cam8?r=harvest-must-be-entered');
  await noAxeViolations(page, 'CAM 8 harvest text');
  await page.getByRole('button', { name: 'Add the krill' }).click();
  await next(page);
  await next(page);

  // Feed without growth dice: Bo eats 1 of 2 krill and 2 of 3 hamsters flee. No dice wait, so none are mentioned.
  await expect(phase(page)).toHaveText('Turn 1 · Feed');
  await page.getByRole('button', { name: 'Feed Bo' }).click();
  await expect(page.getByRole('heading', { name: 'Bo: Feed', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Bo: pick 2 hamsters to flee/ })).toBeVisible();
  await expect(page.getByText(/dice are saved/)).toHaveCount(0);
  await noAxeViolations(page, 'CAM 8 feed choice without dice');
});

test('Feral 5: the + that would be the revolt asks first; Cancel keeps the game going', async ({ page }) => {
  await setUp(page, ['Ana', 'Bo', 'Cy']);
  await page.getByRole('button', { name: 'Start the game' }).click();
  const up = page.getByRole('button', { name: 'Feral Hamsters up one' });
  const dialog = page.getByRole('dialog', { name: 'Start the revolt?' });
  // Below the top no step asks.
  for (let k = 1; k <= 5; k++) {
    await up.click();
    await expect(page.getByTestId('feral-level')).toHaveText(String(k));
  }
  await expect(dialog).toBeHidden();
  await up.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The Feral Hamsters are at 5. One more step up is the revolt: the game ends at once and everyone loses. Undo can take it back.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await noAxeViolations(page, 'CAM 8 revolt confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('feral-level')).toHaveText('5');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Next:/ })).toBeEnabled();
  // Escape cancels too; confirming is the revolt.
  await up.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await up.click();
  await dialog.getByRole('button', { name: 'Revolt: end the game' }).click();
  await expect(page.getByRole('alert')).toContainText('revolt');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('feral-level')).toHaveText('5');
});

test('every roll the app makes buzzes: roll-off, action and growth; dice typed in do not', async ({ page }) => {
  const buzzes = await recordBuzzes(page);
  await setUp(page, ['Ana', 'Bo', 'Cy']);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await whale(page, 'Cy').locator('summary').click();
  for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Cy Krill: more' }).click();
  await next(page);
  // The app rolls the tie-break: a buzz. Any tie left is settled with real dice, which do not buzz.
  await page.locator('.panel').getByRole('button', { name: 'Roll for Ana, Bo, Cy' }).click();
  await expect.poll(buzzes).toEqual([25]);
  await expect(page.getByTestId('pick-order').or(page.getByTestId('roll-off'))).toBeVisible();
  const stillTied = page.getByText(/^Still tied: /);
  if (await stillTied.isVisible()) {
    const tied = (await stillTied.textContent())!.replace(/^Still tied: /, '').split(', a die each')[0]!.split(', ');
    await realDice(page.locator('.panel'), [6, 5, 4].slice(0, tied.length));
  }
  await expect(page.getByTestId('pick-order')).toBeVisible();
  expect(await buzzes()).toEqual([25]);
  await next(page);
  // The first whale types real dice: no buzz. The second lets the app roll: a buzz.
  await act(page, 'Harvest Krill');
  await realDice(page.locator('.preview'), [4]);
  await expect(page.getByTestId('receipt-result')).toHaveText('+1 krill');
  expect(await buzzes()).toHaveLength(1);
  await act(page, 'Harvest Krill');
  await page.locator('.preview').getByRole('button', { name: 'Roll 1 die' }).click();
  await expect.poll(buzzes).toHaveLength(2);
  await next(page);
  await page.getByRole('dialog').getByRole('button', { name: /^Skip it: go to Flooding/ }).click();
  await expect(phase(page)).toHaveText('Turn 1 · Flooding');
  await page.getByRole('button', { name: 'Add the krill' }).click();
  for (let k = 0; k < 3; k++) await next(page);
  await expect(phase(page)).toHaveText('Turn 1 · Feed');
  // Cy eats 3× its size and the app rolls the growth die.
  const cy = page.locator('.feed-whale').filter({ hasText: 'Cy:' });
  await cy.getByRole('radio', { name: /Eat 3× size/ }).check();
  await cy.getByRole('button', { name: 'Feed Cy: roll to grow' }).click();
  await expect.poll(buzzes).toEqual([25, 25, 25]);
});
