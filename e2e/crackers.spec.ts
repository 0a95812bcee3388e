import { BASIN_BOARD } from './plays/crackers';
import { type Locator, type Page, expect, noAxeViolations, openHome, test } from './testkit';

/** A pumped unit that cannot flow: tap the leak, ringed on the board, where it stays. */
async function stayOnLeak(page: Page) {
  const leak = page.getByRole('button', { name: /pump here: the unit stays on the leak/ });
  await expect(leak).toBeInViewport();
  await leak.click();
}

/** A cell of the board on screen, by its 1-based row and column. */
const cell = (page: Page, row: number, col: number) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}:`) });

async function newCrackers(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: /^Captain Crackers / }).click();
  await expect(page.getByRole('heading', { name: 'Set up the board' })).toBeVisible();
}

/** The board as text, from the export box. */
async function boardText(page: Page): Promise<string> {
  const details = page.locator('details.cr-text');
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await details.locator('summary').click();
  return page.getByLabel('This board as text').inputValue();
}

async function paste(page: Page, text: string) {
  const details = page.locator('details.cr-text');
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await details.locator('summary').click();
  await page.getByLabel("Paste a board's text to use it here").fill(text);
  await page.getByRole('button', { name: 'Use this text' }).click();
}

async function crewStays(page: Page, who: string, where: string) {
  await expect(page.getByRole('heading', { name: `Crew ${who}: move` })).toBeVisible();
  await page.getByRole('button', { name: `Stay at ${where}` }).click();
  await page.getByRole('button', { name: 'No sandbag change' }).click();
}

const ROWS = (...rows: string[]) => rows.join('\n');

/** Nothing on the screen is wider than the 360 px phone. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('set up a board, play a crew turn and a Captain turn, reload mid-round', async ({ page }) => {
  await newCrackers(page);
  await expect(page.getByTestId('rounds')).toContainText('60 rounds');
  // The physical board has its escape pod one cell to the right.
  await page.getByRole('radio', { name: 'Escape pod' }).check();
  await cell(page, 8, 2).click();
  await expect(cell(page, 8, 2)).toHaveAccessibleName(/^Row 8, column 2: 0 sandbags, depth 0, escape pod/);
  await expect(cell(page, 8, 1)).toHaveAccessibleName('Row 8, column 1: 0 sandbags, depth 0');
  await noAxeViolations(page, 'Crackers setup');
  await page.getByRole('button', { name: 'Start the game' }).click();

  // Crew a (row 5, column 3) walks over the dry floor to row 1, column 2 and puts a sandbag there.
  await expect(page.getByTestId('round')).toHaveText('Round 1 of 60');
  await expect(page.getByRole('heading', { name: 'Crew a: move' })).toBeVisible();
  await expect(cell(page, 1, 2)).toHaveAccessibleName(/crew a may end its move here$/);
  await noAxeViolations(page, 'Crackers crew move');
  await cell(page, 1, 2).click();
  await expect(page.getByRole('heading', { name: 'Crew a: a sandbag?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove a sandbag' })).toBeDisabled();
  await noAxeViolations(page, 'Crackers crew sandbag');
  await page.getByRole('button', { name: 'Place a sandbag' }).click();
  await crewStays(page, 'b', 'row 5, column 5');
  await crewStays(page, 'c', 'row 5, column 7');

  // The Captain pumps 3. On the level floor the first unit stays on leak 1.
  await expect(page.getByRole('heading', { name: "Captain's turn: choose one" })).toBeVisible();
  await noAxeViolations(page, 'Crackers Captain choice');
  await page.getByRole('button', { name: 'Pump 3' }).click();
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  // One way, in view: a unit that cannot flow is pumped by tapping the leak itself on the board.
  await expect(page.getByText("Leak 1's unit cannot flow: tap the ringed leak.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pump: the unit stays on leak 1' })).toHaveCount(0);
  await stayOnLeak(page);
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 1 of 3');

  const midRound = ROWS(
    '01L 10a 00 00 00 00 00 00C',
    '00 00 00 00 00 00 00 00',
    '00 00 00 00 00 00 00 00',
    '00 00 00 00 00 00 00 00',
    '00 00 00 00 00b 00 00c 00',
    '00 00 00 00 00 00 00 00',
    '00 00 00 00 00 00 00 00',
    '00 00P 00 00 00 00 00 00L',
  );
  expect(await boardText(page)).toBe(midRound);
  await page.reload();
  await expect(page.getByTestId('round')).toHaveText('Round 1 of 60');
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 1 of 3');
  expect(await boardText(page)).toBe(midRound);
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1: 0 sandbags, depth 1, leak');

  // The second unit stands at level 1: over a's sandbag to (1,3) or (2,2), or down to (2,1).
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  const targets = page.getByRole('group', { name: 'Where the pumped unit may come to rest' }).getByRole('button');
  await expect(targets).toHaveText(['Row 1, column 3', 'Row 2, column 1', 'Row 2, column 2']);
  await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2: 0 sandbags, depth 0; the pumped unit may come to rest here');
  await noAxeViolations(page, 'Crackers pump targets');
  await fitsPhone(page);
  await cell(page, 2, 2).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 2 of 3');
  await page.getByRole('button', { name: 'Pump at leak 2 (row 8, column 8)' }).click();
  await stayOnLeak(page);

  await expect(page.getByTestId('round')).toHaveText('Round 2 of 60');
  await expect(page.getByRole('heading', { name: 'Crew a: move' })).toBeVisible();
  expect(await boardText(page)).toBe(
    ROWS(
      '01L 10a 00 00 00 00 00 00C',
      '00 01 00 00 00 00 00 00',
      '00 00 00 00 00 00 00 00',
      '00 00 00 00 00 00 00 00',
      '00 00 00 00 00b 00 00c 00',
      '00 00 00 00 00 00 00 00',
      '00 00 00 00 00 00 00 00',
      '00 00P 00 00 00 00 00 01L',
    ),
  );
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Round 1 · Captain pumps at leak 2 (row 8, column 8); the unit stays there. Round 2 begins');
  await expect(page.locator('.log')).toContainText('Round 1 · Captain pumps at leak 1 (row 1, column 1); the unit flows to row 2, column 2');
  await noAxeViolations(page, 'Crackers round 2');
});

test('a sandbag taken off releases water: the Captain picks where it flows', async ({ page }) => {
  await newCrackers(page);
  // Crew a's 2-high stack holds back the leak's 2 units.
  await paste(page, ROWS('02L 20a 00C', '30 30 30', '00P 00 00L'));
  await expect(page.getByTestId('rounds')).toContainText('8 rounds');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Stay at row 1, column 2' }).click();
  await page.getByRole('button', { name: 'Remove a sandbag' }).click();
  await expect(page.getByRole('heading', { name: 'Water must flow' })).toBeVisible();
  await expect(page.getByTestId('flow-next')).toContainText('The top unit at row 1, column 1 (level 1) may come to rest at one cell');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1: 0 sandbags, depth 2, leak; the unit that flows');
  await noAxeViolations(page, 'Crackers adjustment');
  await cell(page, 1, 3).click();
  await expect(page.getByRole('heading', { name: "Captain's turn: choose one" })).toBeVisible();
  expect(await boardText(page)).toBe(ROWS('01L 10a 01C', '30 30 30', '00P 00 00L'));

  // The Captain pumps 1 and removes 1: only dry cells with sandbags are ringed.
  await page.getByRole('button', { name: 'Pump 1, remove 1 sandbag' }).click();
  await page.getByRole('button', { name: 'Remove a sandbag' }).click();
  for (const [r, c] of [[1, 2], [2, 1], [2, 2], [2, 3]]) await expect(cell(page, r!, c!)).toHaveAccessibleName(/a sandbag may be removed here$/);
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1: 0 sandbags, depth 1, leak');
  await noAxeViolations(page, 'Crackers Captain removes a sandbag');
  await cell(page, 2, 2).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 1 · removed 1 of 1');
  // Level 1 on the leak: the level cells beside it (a's sandbag, the control room) lead nowhere lower, so it stays.
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  await stayOnLeak(page);
  await expect(page.getByTestId('round')).toHaveText('Round 2 of 8');
  expect(await boardText(page)).toBe(ROWS('02L 10a 01C', '30 20 30', '00P 00 00L'));
});

test('the adjustment lists every unit that must flow in order; a crew member is warned of deep water', async ({ page }) => {
  await newCrackers(page);
  // Two full columns above a dry gap: both must flow before the first crew turn.
  await paste(page, ROWS('03L 00 03', '30 30 30', '00Pa 00C 00L'));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('heading', { name: 'Water must flow' })).toBeVisible();
  await expect(page.getByTestId('flow-queue').getByRole('listitem')).toHaveText(['Row 1, column 1, level 2: flows now', 'Row 1, column 3, level 2']);
  await noAxeViolations(page, 'Crackers adjustment queue');
  await cell(page, 1, 2).click();
  await expect(page.getByTestId('flow-queue')).toHaveCount(0);
  await expect(page.getByTestId('flow-next')).toContainText('The top unit at row 1, column 3 (level 2) may come to rest at one cell');
  await cell(page, 1, 2).click();
  await expect(page.getByRole('heading', { name: 'Crew a: move' })).toBeVisible();
  await expect(page.getByTestId('crew-deep')).toHaveText(
    'Row 1, column 1; Row 1, column 2; Row 1, column 3 are water of depth 2 or more: crew a would drown there and the Captain would win.',
  );
  await noAxeViolations(page, 'Crackers crew near deep water');
  expect(await boardText(page)).toBe(ROWS('02L 02 02', '30 30 30', '00Pa 00C 00L'));
});

test('bad board text names its row and column; the outcome ends the game and undo takes it back', async ({ page }) => {
  await newCrackers(page);
  // The largest board still fits a 360 px phone.
  for (let k = 0; k < 4; k++) {
    await page.getByRole('button', { name: 'Board columns: more' }).click();
    await page.getByRole('button', { name: 'Board rows: more' }).click();
  }
  await expect(page.getByTestId('rounds')).toHaveText('12 × 12 board: 135 rounds. A new size starts from the default layout.');
  await fitsPhone(page);
  expect((await cell(page, 12, 12).boundingBox())!.width).toBeGreaterThanOrEqual(27);
  await noAxeViolations(page, 'Crackers 12 × 12 setup');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('round')).toHaveText('Round 1 of 135');
  await fitsPhone(page);
  await page.getByText('Leave the game').click();
  await page.getByRole('button', { name: 'Back to setup' }).click();
  await paste(page, ROWS('00L 00 00C', '00 0xa 00', '00P 00 00L'));
  await expect(page.getByRole('alert')).toHaveText('Row 2, column 2: "0xa" is not a cell (sandbag digit, depth digits, then markers, e.g. 02L).');
  expect((await boardText(page)).split('\n')[0]).toBe('00L 00 00 00 00 00 00 00 00 00 00 00C');
  await noAxeViolations(page, 'Crackers bad board text');

  // Crew b stands on the control room's stack; only the leak (depth 1) joins it to the pod.
  await paste(page, ROWS('30Cb 03 03', '21L 03 03', '21P 03 03L'));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await crewStays(page, 'b', 'row 1, column 1');
  await page.getByRole('button', { name: 'Pump 3' }).click();
  await page.getByRole('button', { name: 'Pump at leak 1 (row 2, column 1)' }).click();
  await stayOnLeak(page);
  await expect(page.getByRole('alert')).toHaveText('Game over: the Captain wins. Crew b is cut off from the escape pod. Undo still works.');
  await noAxeViolations(page, 'Crackers game over');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 3');
});

test('a share link opens the calculator: where the top unit may go, then settle', async ({ page }) => {
  await openHome(page);
  // RULES.md's example: a leak of depth 2 walled by 2-high sandbags, three dry floors beyond.
  await page.goto('./#/crackers?board=30L+30+30+30+30/30+20+02L+20+30/30+00+20+00+30/30P+30+00+30+30C');
  await expect(page.getByRole('heading', { name: 'Water calculator' })).toBeVisible();
  await expect(page).toHaveURL(/#\/g\//);
  await noAxeViolations(page, 'Crackers calculator');

  // The grid is one tab stop; arrow keys move between its cells.
  await cell(page, 1, 1).focus();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
  await expect(cell(page, 2, 3)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Row 2, column 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Row 2, column 3 water depth: more' }).click();
  await page.getByRole('button', { name: 'Where can the top unit here go?' }).click();
  const targets = page.getByRole('group', { name: 'Where the unit may come to rest' }).getByRole('button');
  await expect(targets).toHaveText(['Row 3, column 2', 'Row 3, column 4', 'Row 4, column 3']);
  await expect(cell(page, 4, 3)).toHaveAccessibleName(/the unit may come to rest here$/);
  await noAxeViolations(page, 'Crackers where can it go');
  await fitsPhone(page);
  await cell(page, 4, 3).click();
  await expect(page.getByTestId('flow-answer')).toHaveText('It stays: lifted off, the unit is at level 1, and nothing it can reach is lower.');

  // Five units: level 4 reaches (3,2), then (3,4); from level 2 the first of the three cells at 1 is (3,2).
  for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Row 2, column 3 water depth: more' }).click();
  await expect(targets).toHaveText(['Row 3, column 2', 'Row 3, column 4']);
  await expect(page.getByTestId('settle-status')).toHaveText('One column has water that can flow.');
  await page.getByRole('button', { name: 'Settle all the water' }).click();
  await expect(page.getByTestId('settle-status')).toHaveText('The water is still: no unit can flow.');
  expect(await boardText(page)).toBe(ROWS('30L 30 30 30 30', '30 20 02L 20 30', '30 02 20 01 30', '30P 30 01 30 30C'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Water calculator' })).toBeVisible();
  expect(await boardText(page)).toBe(ROWS('30L 30 30 30 30', '30 20 02L 20 30', '30 02 20 01 30', '30P 30 01 30 30C'));
});

test('a bad share link says which row and column are wrong', async ({ page }) => {
  await openHome(page);
  await page.goto('./#/crackers?board=30L+30+30/30+3x+20/30P+00+30C');
  await expect(page.getByRole('alert')).toContainText(`This link cannot be opened. The link's board: Row 2, column 2: "3x" is not a cell`);
  await noAxeViolations(page, 'Crackers bad link');
});

test('at 360×640 both kinds of pump are one tap on the board, in view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await newCrackers(page);
  // An 8×8 board: leak 1 on a level floor (its unit stays), leak 2 beside a lower cell (its unit flows).
  await paste(page, ROWS('00L 00 00 00 00 00 00 00C', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 10 10', '00P 00a 00 00 00 00 10 10L'));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Stay at row 8, column 2' }).click();
  await page.getByRole('button', { name: 'No sandbag change' }).click();
  await page.getByRole('button', { name: 'Pump 3' }).click();

  // Leak 1's unit cannot flow: the leak itself is ringed on the board, whole in view, and a tap there pumps it.
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  await expect(page.getByText("Leak 1's unit cannot flow: tap the ringed leak.")).toBeInViewport();
  const leak = page.getByRole('button', { name: 'Row 1, column 1: 0 sandbags, depth 0, leak; pump here: the unit stays on the leak' });
  await expect(leak).toBeInViewport({ ratio: 1 });
  // The same choice as a full-size button below, as for a unit that flows; no other pump control.
  await expect(page.getByRole('group', { name: 'Where the pumped unit comes to rest: it stays on the leak' }).getByRole('button')).toHaveText(['Row 1, column 1']);
  await noAxeViolations(page, 'Crackers pump that stays, at 360×640');
  await leak.click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 1 of 3');
  // Now at depth 1, leak 1's next unit would flow: the board offers where, still in view.
  await expect(page.getByText("Tap where leak 1's unit comes to rest.")).toBeInViewport();

  // Leak 2's unit flows: the cells it may come to rest on are ringed, whole in view, and a tap there pumps it.
  await page.getByRole('button', { name: /^Pump at leak 2/i }).click();
  await expect(page.getByText("Tap where leak 2's unit comes to rest.")).toBeInViewport();
  const targets = page.getByRole('grid').getByRole('button', { name: /the pumped unit may come to rest here$/ });
  await expect(targets).toHaveCount(4);
  for (const target of await targets.all()) await expect(target).toBeInViewport({ ratio: 1 });
  await noAxeViolations(page, 'Crackers pump that flows, at 360×640');
  await cell(page, 6, 7).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 2 of 3');

  // Back to leak 1, whose unit now flows to row 1, column 2 or row 2, column 1: the board is brought back into view.
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  await expect(targets).toHaveCount(2);
  await expect(cell(page, 2, 1)).toBeInViewport({ ratio: 1 });
  await cell(page, 2, 1).click();
  await expect(page.getByTestId('round')).toHaveText('Round 2 of 60');
  expect(await boardText(page)).toBe(
    ROWS('01L 00 00 00 00 00 00 00C', '01 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 00', '00 00 00 00 00 00 01 00', '00 00 00 00 00 00 10 10', '00P 00a 00 00 00 00 10 10L'),
  );
});

test('the water calculator opens from the game, over it, on a copy of its board: the game does not change', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await newCrackers(page);
  await paste(page, ROWS('00L 00 00 00C', '00 10 00 00', '00 00 00 00', '00P 00a 00 01L'));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await crewStays(page, 'a', 'row 4, column 2');
  await page.getByRole('button', { name: 'Pump 2, place 1 sandbag' }).click();
  const before = await boardText(page);

  const open = page.getByRole('button', { name: 'Where can water go? Open the calculator' });
  await open.click();
  const calc = page.getByRole('dialog', { name: "Water calculator (a copy of the game's board)" });
  await expect(calc).toBeVisible();
  // A modal dialog: the game under it, and the shell's Undo, cannot be tapped while it is open.
  expect(await calc.evaluate((d) => d.matches(':modal'))).toBe(true);
  // Try things on the copy: a sandbag on row 3, column 3, undone; 2 units of water there, and where the top one goes.
  await calc.getByRole('button', { name: /^Row 3, column 3:/ }).click();
  await calc.getByRole('button', { name: 'Row 3, column 3 sandbags: more' }).click();
  await expect(calc.getByRole('button', { name: /^Row 3, column 3:/ })).toHaveAccessibleName(/^Row 3, column 3: 1 sandbag, depth 0/);
  await calc.getByRole('button', { name: 'Undo on the copy' }).click();
  await expect(calc.getByRole('button', { name: /^Row 3, column 3:/ })).toHaveAccessibleName(/^Row 3, column 3: 0 sandbags, depth 0/);
  for (let k = 0; k < 2; k++) await calc.getByRole('button', { name: 'Row 3, column 3 water depth: more' }).click();
  await calc.getByRole('button', { name: 'Where can the top unit here go?' }).click();
  await expect(calc.getByTestId('flow-answer')).toContainText('It may come to rest at 4 cells (ringed).');
  await noAxeViolations(page, 'Crackers calculator opened from a game, at 360×640');
  await calc.getByRole('button', { name: 'Settle all the water' }).click();
  await calc.getByRole('button', { name: 'Back to the game' }).click();

  // Back in the game, where it was: the same board and turn; the calculator left nothing in the log.
  await expect(calc).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 2 · placed 0 of 1');
  expect(await boardText(page)).toBe(before);
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Round 1 · Captain: pump 2, place 1 sandbag');
  await page.getByText(/^Game log/).click();

  // Opened again, it starts from the game's board; Escape closes it too; a reload keeps the game as it was.
  await open.click();
  await expect(calc.getByRole('button', { name: /^Row 3, column 3:/ })).toHaveAccessibleName(/^Row 3, column 3: 0 sandbags, depth 0/);
  await page.keyboard.press('Escape');
  await expect(calc).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 2 · placed 0 of 1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await boardText(page)).toBe(before);
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  await expect(page.getByRole('button', { name: /pump here: the unit stays on the leak|the pumped unit may come to rest here/ }).first()).toBeInViewport();
});

/** Whether `box` is whole on screen below the pinned line, as the play-flow watcher wants it. */
const wholeBelowPin = (box: Locator) =>
  box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const pin = document.querySelector('[data-pinned]')!.getBoundingClientRect().bottom;
    return r.top >= pin - 1 && r.bottom <= innerHeight + 1;
  });

/** What the app now waits for (the box useReveal marks), whole in view below the pinned line at 360×640, with the focus in it on `heading`. */
async function waitsHere(page: Page, heading: string | RegExp) {
  const box = page.locator('.crackers [data-waits]');
  await expect(box).toHaveCount(1);
  await expect(box.getByRole('heading', { name: heading })).toBeFocused();
  await expect(box).toBeInViewport({ ratio: 1 });
  await expect.poll(() => wholeBelowPin(box)).toBe(true);
}

/** The screen part the shell shows ("play", "over"…) and whether it opened at its top. */
const screenPart = (page: Page) => page.evaluate(() => `${document.documentElement.dataset.screen?.split('|')[1]} ${document.documentElement.dataset.screenOpened}`);

test('at 360×640 on a 12 × 12 board: each part opens at its top, each choice comes into view with the focus, the pinned line keeps round, turn and water', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.goto(`./#/crackers?board=${BASIN_BOARD}`);
  await expect(page.getByRole('heading', { name: 'Water calculator' })).toBeVisible();
  await expect.poll(() => screenPart(page)).toBe('calc top');
  await expect(page.getByTestId('pin-where')).toHaveText('Water calculator');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Water: 0 units');
  // A board from a share link is most often played on: its Start is on the first screen.
  const start = page.getByRole('button', { name: 'Start a game on this board' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await noAxeViolations(page, 'Crackers calculator from a link, 12 × 12');
  await start.click();

  // The game opens at its top, then brings crew a's move into view: heading, board and both ways to end it.
  await expect.poll(() => screenPart(page)).toBe('play top');
  await waitsHere(page, 'Crew a: move');
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · crew a');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Water: 0 units');
  await expect(page.getByRole('button', { name: 'Stay at row 6, column 4' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'All crew stay (no sandbags)' })).toBeInViewport({ ratio: 1 });
  await noAxeViolations(page, 'Crackers crew move, 12 × 12');
  await cell(page, 4, 2).click();
  await waitsHere(page, 'Crew a: a sandbag?');
  // "All crew stay" is for a crew member that has not moved: gone once it has.
  await expect(page.getByRole('button', { name: /crew stay|and c stay/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place a sandbag' })).toBeInViewport({ ratio: 1 });
  await noAxeViolations(page, 'Crackers crew sandbag, 12 × 12');
  await page.getByRole('button', { name: 'Place a sandbag' }).click();

  // Crew b and c stay, in one tap: the Captain's turn, the log says who stayed.
  await waitsHere(page, 'Crew b: move');
  await page.getByRole('button', { name: 'Crew b and c stay (no sandbags)' }).click();
  await waitsHere(page, "Captain's turn: choose one");
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · Captain');
  await noAxeViolations(page, 'Crackers Captain choice, 12 × 12');
  await page.getByRole('button', { name: 'Pump 3' }).click();
  // The leak row, what to tap and the whole board are in view together, at each pump.
  const leaks = page.getByRole('group', { name: "The Captain's next move" });
  await waitsHere(page, 'Captain: pump 3');
  await expect(leaks).toBeInViewport({ ratio: 1 });
  await leaks.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  await waitsHere(page, 'Captain: pump 3');
  await expect(leaks).toBeInViewport({ ratio: 1 });
  await stayOnLeak(page);
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 1 of 3');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Water: 1 unit');
  await waitsHere(page, 'Captain: pump 3');
  await expect(leaks).toBeInViewport({ ratio: 1 });
  const targets = page.getByRole('grid').getByRole('button', { name: /the pumped unit may come to rest here$/ });
  await expect(targets).toHaveCount(2);
  for (const t of await targets.all()) await expect(t).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('grid')).toBeInViewport({ ratio: 1 });
  await noAxeViolations(page, 'Crackers pump, 12 × 12');
  await cell(page, 1, 2).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 2 of 3');
  await waitsHere(page, 'Captain: pump 3');
  await cell(page, 1, 3).click();

  // Round 2: all the crew stay in one tap, and one Undo takes the three turns back.
  await waitsHere(page, 'Crew a: move');
  await expect(page.getByTestId('pin-where')).toHaveText('Round 2 · crew a');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Water: 3 units');
  await page.getByRole('button', { name: 'All crew stay (no sandbags)' }).click();
  await waitsHere(page, "Captain's turn: choose one");
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'Crew a: move' })).toBeVisible();
  await expect(page.getByTestId('history-note')).toHaveText('Undid: Round 2 · Crew a, b and c stay and change no sandbag');
  await page.getByRole('button', { name: 'All crew stay (no sandbags)' }).click();
  await page.getByRole('button', { name: 'Pump 3' }).click();
  // Leak 1 is still the chosen one, round after round.
  await expect(leaks.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' })).toHaveAttribute('aria-pressed', 'true');
  for (const [r, c] of [[2, 3], [2, 2], [2, 1]] as const) {
    await waitsHere(page, 'Captain: pump 3');
    await cell(page, r, c).click();
  }
  // Rounds 3 and 4: the basin fills until the pod floods.
  await page.getByRole('button', { name: 'All crew stay (no sandbags)' }).click();
  await page.getByRole('button', { name: 'Pump 3' }).click();
  await stayOnLeak(page);
  await cell(page, 1, 2).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 2 of 3');
  await cell(page, 1, 3).click();
  await expect(page.getByTestId('pin-where')).toHaveText('Round 4 · crew a');
  await page.getByRole('button', { name: 'All crew stay (no sandbags)' }).click();
  await page.getByRole('button', { name: 'Pump 3' }).click();
  await cell(page, 2, 3).click();

  // The pod floods: the result is a screen of its own, opened at its top, the banner in view with the focus.
  const over = page.getByTestId('game-over');
  await expect(over).toHaveText('Game over: the Captain wins. The escape pod is flooded (depth 2 or more). Undo still works.');
  await expect.poll(() => screenPart(page)).toBe('over top');
  await expect(over).toBeFocused();
  await expect(over).toBeInViewport({ ratio: 1 });
  await expect.poll(() => wholeBelowPin(over)).toBe(true);
  await expect(page.getByTestId('pin-where')).toHaveText('The Captain won');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Water: 10 units');
  await noAxeViolations(page, 'Crackers game over, 12 × 12');
  // Undo goes back to the game, where it was.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(over).toHaveCount(0);
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 3');
  await expect.poll(() => screenPart(page)).toBe('play back');
});

test('at 360×640 the calculator brings the picked cell and where its water may go into view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.goto(`./#/crackers?board=${BASIN_BOARD}`);
  await expect.poll(() => screenPart(page)).toBe('calc top');
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // The pod's corner of the basin: 2 units there, and where the top one may flow.
  await cell(page, 2, 2).click();
  const editor = page.getByRole('region', { name: 'Row 2, column 2' });
  await expect(editor).toBeInViewport({ ratio: 1 });
  // The focus stays on the board, where arrow keys go on from the cell.
  await expect(cell(page, 2, 2)).toBeFocused();
  for (let k = 0; k < 2; k++) await page.getByRole('button', { name: 'Row 2, column 2 water depth: more' }).click();
  await page.getByRole('button', { name: 'Where can the top unit here go?' }).click();
  const answer = page.getByTestId('flow-answer');
  await expect(answer).toHaveText(/^It may come to rest at 3 cells \(ringed\)\. Tap one to move it there\./);
  await expect(answer).toHaveAttribute('aria-live', 'polite');
  await expect(answer).toBeInViewport({ ratio: 1 });
  await expect.poll(() => wholeBelowPin(answer)).toBe(true);
  await noAxeViolations(page, 'Crackers calculator answer, 12 × 12');
  // Setup is a screen of its own too, opened at its top.
  await page.getByRole('button', { name: 'Board setup' }).click();
  await expect(page.getByRole('heading', { name: 'Set up the board' })).toBeVisible();
  await expect.poll(() => screenPart(page)).toBe('setup top');
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

/**
 * Two raw taps at the centre of `target`, 200 ms apart on the page's clock (installed by the test). Between them
 * the page settles for those 200 ms, and what is then under the finger must be `under` (a control that ends the
 * next step), so the second tap is the double tap the issue met, not a tap on empty space.
 */
async function doubleTap(page: Page, target: Locator, under: RegExp) {
  await expect(target).toBeEnabled();
  await expect(target).toBeInViewport({ ratio: 1 });
  const b = (await target.boundingBox())!;
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.mouse.click(x, y);
  await page.clock.runFor(200);
  // The first tap's step is shown once it is on disk (a real write, not on the page's clock): wait for it.
  await expect
    .poll(() =>
      page.evaluate(([px, py]) => {
        const el = document.elementFromPoint(px!, py!)?.closest('button');
        return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
      }, [x, y]),
    )
    .toMatch(under);
  await page.mouse.click(x, y);
  await page.clock.runFor(1000);
  await page.clock.resume();
}

test('a double tap 200 ms apart ends one crew step or Captain turn, not the next one too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.clock.install();
  await newCrackers(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Stay at row 5, column 3' }).click();
  // Crew a's "No sandbag change" sits where crew b's "Stay" comes: the second tap must not make b stay.
  await doubleTap(page, page.getByRole('button', { name: 'No sandbag change' }), /^Stay at row 5, column 5$/);
  await expect(page.getByRole('heading', { name: 'Crew b: move' })).toBeVisible();
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 · crew b');
  await page.getByRole('button', { name: 'Crew b and c stay (no sandbags)' }).click();

  // The Captain's last pump ends the round; crew a's board comes where the pumped cell was: the second tap must not move a.
  await page.getByRole('button', { name: 'Pump 3' }).click();
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  await stayOnLeak(page);
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 1 of 3');
  await cell(page, 1, 2).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 2 of 3');
  await doubleTap(page, cell(page, 2, 1), /crew a may end its move here$/);
  await expect(page.getByRole('heading', { name: 'Crew a: move' })).toBeVisible();
  await expect(page.getByTestId('pin-where')).toHaveText('Round 2 · crew a');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Round 1 · Captain pumps at leak 1 (row 1, column 1); the unit flows to row 2, column 1. Round 2 begins');
});

test('the board’s spoken line says nothing that an Undo or a new choice has made old', async ({ page }) => {
  await newCrackers(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'All crew stay (no sandbags)' }).click();
  await page.getByRole('button', { name: 'Pump 2, place 1 sandbag' }).click();
  await page.getByRole('button', { name: 'Pump at leak 1 (row 1, column 1)' }).click();
  const said = page.locator('.crackers .cr-info');
  await expect(said).toHaveAttribute('aria-live', 'polite');
  // A tap on a cell that is not a choice says so.
  await cell(page, 6, 6).click();
  await expect(said).toHaveText('Row 6, column 6: 0 sandbags, depth 0. Not one of the ringed cells.');
  // Another choice on the same board: what was said of the pump is not said any more.
  await page.getByRole('button', { name: 'Place a sandbag' }).click();
  await expect(said).toHaveText('');
  await cell(page, 1, 8).click();
  await expect(said).toHaveText('Row 1, column 8: 0 sandbags, depth 0, control room. Not one of the ringed cells.');
  // A sandbag placed, then undone: nothing of before the Undo is said.
  await cell(page, 3, 3).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 2 · placed 1 of 1');
  await cell(page, 3, 3).click();
  await expect(said).toHaveText(/^Row 3, column 3: 1 sandbag, depth 0\./);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('captain-progress')).toHaveText('Pumped 0 of 2 · placed 0 of 1');
  await expect(said).toHaveText('');
  await expect(cell(page, 3, 3)).toHaveAccessibleName(/^Row 3, column 3: 0 sandbags, depth 0/);
});
