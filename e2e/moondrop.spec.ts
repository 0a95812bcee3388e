import { type Page, expect, expectWhollyInView, noAxeViolations, openHome, realDice, test, waitForServiceWorker } from './testkit';
import { ANA, ANA_SHEET, BO, ROLLS } from '../src/games/moondrop/engine/game-testkit';

/** A cell of the sheet on screen, by its 1-based row and column. */
const cell = (page: Page, row: number, col: number) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^Row ${row} col ${col}:`) });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The body hides what spills sideways, so measure every element on screen too.
  const right = await page.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(360);
  const box = (await cell(page, 9, 9).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(35);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
}

async function newMoonDrop(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: /^Moon Drop / }).click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
}

/** Picks the cards dealt on the table (the setup folds them behind one tap; the crises are a set, tapped in any order). */
async function pickCards(page: Page, cards: string[]) {
  const fold = page.locator('details.md-pick-cards');
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.getByText('Or pick the cards on the table').click();
  for (const c of cards) await page.getByRole('button', { name: c, exact: true }).click();
}

/** At the end of the game, taps the table's real Crisis cards in the order they came out of the shuffle. */
async function tableOrder(page: Page, crises: readonly string[]) {
  const shuffle = page.getByTestId('shuffle');
  for (const c of crises) await shuffle.getByRole('button', { name: c, exact: true }).click();
}

/** Taps the faces rolled on real dice: the blue die, then the four whites (the entry stays open once opened). */
async function typeRoll(page: Page, faces: readonly number[]) {
  await realDice(page.locator('.md-roll-row'), [...faces]);
}

/** Places the round's block as the fixture says: picks for the 3s, turns, then square 1's cell; then Place. */
async function placeBlock(page: Page, who: string, move: (typeof ANA)[number]) {
  for (const [i, pick] of move.picks.entries()) {
    if (!pick) continue;
    const group = page.getByRole('group', { name: `Square ${i + 1} shows a 3` });
    await group.getByRole('radio', { name: pick === 'L' ? 'Life Support' : 'Hydroponics' }).check();
  }
  if (move.turns === 3) await page.getByRole('button', { name: 'Turn left' }).click();
  else for (let t = 0; t < move.turns; t++) await page.getByRole('button', { name: 'Turn right' }).click();
  await cell(page, move.at[0] + 1, move.at[1] + 1).click();
  await expect(page.getByTestId('place-status')).toContainText('ready to place');
  await page.getByRole('button', { name: `Place on ${who}'s sheet` }).click();
}

const TWINS = 'LQQL...../HCCH...../CHH....../........./........./........./........./........./.........';

test('a 2-player game of 7 rounds with typed dice, scored and compared', async ({ page }) => {
  await newMoonDrop(page);
  await page.getByLabel('Player 1', { exact: true }).fill('Ana');
  await page.getByLabel('Player 2', { exact: true }).fill('Bo');
  await pickCards(page, ['Plague', 'Fungus', 'Quake', 'Population', 'Research']);
  // The crises are a set: no order, whatever order they were tapped in (they are shuffled after round 7).
  await expect(page.getByTestId('cards')).toHaveText('Crises: Plague, Quake and FungusGoals: Population and Research');
  await expect(page.getByRole('button', { name: 'Fungus', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await noAxeViolations(page, 'Moon Drop setup');
  await page.getByText('What the cards say').click();
  await expect(page.getByText('+4 per Building with a Dock, beyond the first.')).toBeVisible();
  await noAxeViolations(page, 'Moon Drop card texts');
  await page.getByRole('button', { name: 'Play 7 rounds here' }).click();

  for (const [r, faces] of ROLLS.entries()) {
    await expect(page.getByTestId('round')).toHaveText(`Round ${r + 1} of 7`);
    // Every round shows the crises as the set dealt, never an order.
    await expect(page.getByTestId('cards')).toHaveText('Crises: Plague, Quake and FungusGoals: Population and Research');
    if (r === 0) {
      await page.getByRole('button', { name: 'Real dice' }).click();
      await expect(page.getByRole('radiogroup', { name: 'Blue die face' })).toBeVisible();
      await noAxeViolations(page, 'Moon Drop roll');
    }
    // The last block: on the small phone, where the totals must come first (see below).
    if (r === 6) await page.setViewportSize({ width: 360, height: 640 });
    await typeRoll(page, faces);
    await expect(page.getByTestId('waiting')).toHaveText('Still to place: Ana, Bo');
    if (r === 0) {
      // The T block of 1 1 2 4: three Corridors and a Quarters, drawn with its symbols.
      await expect(page.getByRole('figure')).toContainText('T block');
      await expect(page.locator('.md-squares li')).toHaveText([
        'Square 1: Corridor (white 1)',
        'Square 2: Corridor (white 1)',
        'Square 3: Corridor (white 2)',
        'Square 4: Quarters (white 4)',
      ]);
    }
    if (r === 1) {
      // A white 3 is Life Support until the player picks Hydroponics: one of the two is always chosen.
      await expect(page.locator('.md-squares li').nth(1)).toHaveText('Square 2: Life Support (white 3)');
      const pick = page.getByRole('group', { name: 'Square 2 shows a 3' });
      await expect(pick.getByRole('radio', { name: 'Life Support' })).toBeChecked();
      await expect(pick.getByRole('radio', { name: 'Hydroponics' })).not.toBeChecked();
    }
    await placeBlock(page, 'Ana', ANA[r]!);
    await expect(page.getByTestId('waiting')).toHaveText('Still to place: Bo');
    // The block stays on Ana's sheet, ringed, until the table moves on to Bo's.
    const [ar, ac] = ANA[r]!.at;
    await expect(cell(page, ar + 1, ac + 1)).toHaveAccessibleName(/; block square 1, placed this round$/);
    if (r === 0) {
      await expect(cell(page, 2, 6)).toHaveAccessibleName(/^Row 2 col 6: Corridor; block square \d, placed this round$/);
      await noAxeViolations(page, 'Moon Drop placed, before the next sheet');
      // Undo takes Ana's block back off her sheet; redo puts it back.
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByTestId('waiting')).toHaveText('Still to place: Ana, Bo');
      await expect(cell(page, 2, 6)).toHaveAccessibleName(/^Row 2 col 6: empty/);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect(page.getByTestId('waiting')).toHaveText('Still to place: Bo');
      await expect(cell(page, 2, 6)).toHaveAccessibleName(/^Row 2 col 6: Corridor; block square \d, placed this round$/);
      // Each sheet through its chip: Bo's empty one, Ana's with her block (no longer ringed), then Bo's to place.
      await page.getByRole('radio', { name: 'Bo' }).check();
      await expect(cell(page, 2, 6)).toHaveAccessibleName(/^Row 2 col 6: empty$/);
      await page.getByRole('radio', { name: 'Ana' }).check();
      await expect(cell(page, 2, 6)).toHaveAccessibleName('Row 2 col 6: Corridor');
      await page.getByRole('radio', { name: 'Bo' }).check();
      await expect(cell(page, 2, 6)).toHaveAccessibleName(/^Row 2 col 6: empty$/);
      await noAxeViolations(page, 'Moon Drop placing');
    } else await page.getByRole('button', { name: "Next: Bo's sheet" }).click();
    if (r === 1) {
      // Refused placements say why and change nothing.
      await cell(page, 1, 1).click();
      await expect(page.getByTestId('place-status')).toHaveText('Over a module at row 1 col 1 (Corridor)');
      await page.getByRole('button', { name: "Place on Bo's sheet" }).click();
      await expect(page.getByRole('alert')).toHaveText('Over a module at row 1 col 1 (Corridor)');
      await cell(page, 9, 9).click();
      await expect(page.getByTestId('place-status')).toHaveText('Off the grid: a square would fall outside at row 9 col 10');
      await expect(cell(page, 9, 9)).toHaveAccessibleName('Row 9 col 9: empty; block square 1 here (Corridor)');
      await noAxeViolations(page, 'Moon Drop refused placement');
    }
    await placeBlock(page, 'Bo', BO[r]!);
    if (r === 2) {
      await page.reload();
      await expect(page.getByTestId('round')).toHaveText('Round 4 of 7');
      await expect(page.getByTestId('waiting')).toHaveText('Roll the dice to start the round.');
    }
  }

  await expect(page.getByRole('heading', { name: 'Final sheets and scores' })).toBeVisible();
  // After the last block the table shuffles the crises: nothing is scored before, and the choice is in view on the small phone.
  const shuffle = page.getByTestId('shuffle');
  await expect(page.getByTestId('pin-where')).toHaveText('Final sheets · shuffle the crises');
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page.getByTestId('total')).toHaveCount(0);
  await expectWhollyInView(page, shuffle.getByRole('heading', { name: 'Shuffle the crises' }), page.getByRole('button', { name: 'Shuffle the crises in the app' }));
  await expectWhollyInView(page, ...['Plague', 'Quake', 'Fungus'].map((c) => shuffle.getByRole('button', { name: c, exact: true })));
  await noAxeViolations(page, 'Moon Drop crisis shuffle');
  // The table's cards came out Plague, Fungus, Quake: tapped in that order (a tap takes a card back until the last).
  await shuffle.getByRole('button', { name: 'Quake', exact: true }).click();
  await expect(shuffle.getByRole('button', { name: 'Quake came out 1st' })).toHaveAttribute('aria-pressed', 'true');
  await shuffle.getByRole('button', { name: 'Quake came out 1st' }).click();
  await tableOrder(page, ['Plague', 'Fungus', 'Quake']);
  await expect(page.getByTestId('cards')).toHaveText("Crises (as the table's cards came out): Plague → Fungus → QuakeGoals: Population and Research");
  // A reload between the shuffle and the score keeps the order.
  await page.reload();
  await expect(page.getByTestId('cards')).toHaveText("Crises (as the table's cards came out): Plague → Fungus → QuakeGoals: Population and Research");
  await expect(page.getByTestId('shuffle')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Score: Ana' })).toBeVisible();
  // Then the totals come first: in view on the small phone, the winner line focused.
  const compare = page.getByTestId('compare');
  await expect(compare.locator('tbody tr')).toHaveText(['Ana ★ winner2577', 'Bo2466']);
  await expect(page.getByTestId('winner')).toHaveText('Ana wins with 7.');
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeInViewport({ ratio: 1 });
  await expect(compare).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('winner')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('winner')).toBeFocused();
  await page.setViewportSize({ width: 360, height: 780 });
  // Worked out by hand (see engine/game.test.ts): Ana 2 Quarters + 5 Research, Bo 2 + 4.
  await expect(page.getByTestId('total')).toHaveText('7');
  await expect(page.getByTestId('goals')).toHaveText('Population: 2Research: 5');
  // Scored in the order shuffled, beside every order and their mean.
  await expect(page.getByTestId('orders').locator('tr.is-current')).toHaveText('Plague → Fungus → Quake (this game)7');
  await expect(page.getByTestId('orders').locator('tbody tr')).toHaveCount(6);
  // (Ana's sheet scores 7 in every order: see engine/game.test.ts.)
  await expect(page.getByTestId('orders').locator('tbody td:last-child')).toHaveText(['7', '7', '7', '7', '7', '7']);
  await expect(page.getByTestId('mean')).toHaveText('7');
  await fitsThePhone(page);
  await noAxeViolations(page, 'Moon Drop final scores');

  // The crossings, step by step: the steps that cross nothing are skipped.
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('step-count')).toHaveText('Step 1 of 23');
  await expect(page.getByTestId('step')).toHaveText('Safety Check 1: Check Routes (1 crossed)');
  await expect(page.getByRole('list', { name: 'Why each cell was crossed' })).toHaveText('Life Support at row 1 col 7: the crew cannot reach it');
  await expect(cell(page, 1, 7)).toHaveAccessibleName('Row 1 col 7: Life Support, crossed out; crossed at this step: the crew cannot reach it');
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('step')).toHaveText('Plague: 2 Quarters are next to other Quarters (2 crossed)');
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('step-count')).toHaveText('Step 12 of 23');
  await expect(page.getByTestId('step')).toHaveText('Fungus: 2 Hydroponics are not next to Life Support (2 crossed)');
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.getByTestId('step-count')).toHaveText('Step 6 of 23');
  await noAxeViolations(page, 'Moon Drop replay');

  await page.getByRole('radio', { name: 'Bo' }).check();
  await expect(page.getByRole('heading', { name: 'Score: Bo' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('6');
  await expect(page.getByTestId('orders').locator('tbody td:last-child')).toHaveText(['6', '6', '6', '6', '6', '6']);
  await expect(page.getByTestId('mean')).toHaveText('6');

  await expect(page.getByTestId('orders').locator('tr.is-current')).toHaveText('Plague → Fungus → Quake (this game)6');

  // Undo takes the shuffle back; the app's shuffle then says which one it replaced (Bo scores 6 in every order).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Shuffle the crises in the app' })).toBeVisible();
  await page.getByRole('button', { name: 'Shuffle the crises in the app' }).click();
  await expect(page.getByTestId('cards')).toContainText(/^Crises \(shuffled by the app\): \w+ → \w+ → \w+Goals: Population and Research/);
  await expect(page.getByTestId('cards')).toContainText('Shuffled again after an Undo (it was Plague → Fungus → Quake)');
  await page.getByRole('radio', { name: 'Bo' }).check();
  await expect(page.getByTestId('orders').locator('tr.is-current')).toHaveText(/^\w+ → \w+ → \w+ \(this game\)6$/);
  await expect(page.getByTestId('total')).toHaveText('6');
  await noAxeViolations(page, 'Moon Drop shuffled by the app');

  // The log tells the rounds and the shuffles.
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText(/After Undo: Crises shuffled by the app: \w+ → \w+ → \w+/);
  await expect(page.locator('.log li').first()).toContainText("(in place of the undone “Crises in the order the table's cards came out: Plague → Fungus → Quake”)");
  await expect(page.locator('.log li').nth(1)).toContainText("Undone: Crises in the order the table's cards came out: Plague → Fungus → Quake");
  await expect(page.locator('.log li').nth(2)).toContainText("Crises in the order the table's cards came out: Plague → Fungus → Quake");
  await expect(page.locator('.log li').nth(3)).toContainText(
    'Round 7 · Bo places the T block, square 1 at row 3 col 2, not turned: Corridor, Corridor, Hydroponics, Research. All 7 rounds played: the sheets are scored',
  );
});

test('transcribe a paper sheet by tapping and dragging, then score it', async ({ page }) => {
  await newMoonDrop(page);
  await page.getByRole('button', { name: 'Remove Player 2' }).click();
  await pickCards(page, ['Plague', 'Fungus', 'Sabotage', 'Research', 'Efficiency']);
  await page.getByRole('button', { name: 'Transcribe paper sheets to score them' }).click();
  await expect(page.getByRole('heading', { name: 'Sheet: Player 1' })).toBeVisible();
  await fitsThePhone(page);
  await noAxeViolations(page, 'Moon Drop transcription');

  await page.getByRole('radio', { name: 'Quarters' }).check();
  await cell(page, 1, 1).click();
  // One drag paints three Corridors, as one undo step.
  await page.getByRole('radio', { name: 'Corridor' }).check();
  const from = (await cell(page, 1, 2).boundingBox())!;
  const to = (await cell(page, 1, 4).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1 col 3: Corridor');
  await page.getByRole('button', { name: 'Undo' }).click();
  for (const col of [2, 3, 4]) await expect(cell(page, 1, col)).toHaveAccessibleName(`Row 1 col ${col}: empty`);
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1 col 1: Quarters');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1 col 4: Corridor');

  await page.getByRole('radio', { name: 'Research' }).check();
  await cell(page, 1, 5).click();
  await page.getByRole('radio', { name: 'Life Support' }).check();
  await cell(page, 2, 1).click();
  await page.getByRole('radio', { name: 'Hydroponics' }).check();
  await cell(page, 2, 2).click();
  await page.getByRole('checkbox', { name: 'Crossed out' }).check();
  await page.getByRole('radio', { name: 'Research' }).check();
  await cell(page, 3, 1).click();
  await expect(cell(page, 3, 1)).toHaveAccessibleName('Row 3 col 1: Research, crossed out');

  await page.getByText('Sheet text and share link').click();
  await expect(page.getByLabel('Player 1: sheet text')).toHaveValue(
    ['QCCCR....', 'LH.......', 'r........', ...Array<string>(6).fill('.........')].join('\n'),
  );
  // Bad text names its line and column and changes nothing.
  await page.getByLabel('Paste sheet text for Player 1').fill('QCCCR....\nLH..X....');
  await page.getByRole('button', { name: 'Use this text' }).click();
  await expect(page.getByRole('alert')).toHaveText('Line 2, column 5: "X" is not a cell; use . or one of C L H Q D R (lowercase = crossed out)');
  await expect(cell(page, 2, 5)).toHaveAccessibleName('Row 2 col 5: empty');
  await noAxeViolations(page, 'Moon Drop sheet text');

  // By hand: every Room is reached from the Quarters along the Corridors; the Plague (one
  // Quarters), the Fungus (Hydroponics beside Life Support) and the Sabotage (no Dock) are safe;
  // the crossed Research scores nothing. Research 1 + Efficiency 3 (the Corridor run) = 4.
  await page.getByRole('radio', { name: 'Score' }).check();
  await tableOrder(page, ['Sabotage', 'Plague', 'Fungus']);
  await expect(page.getByTestId('total')).toHaveText('4');
  await expect(page.getByTestId('goals')).toHaveText('Research: 1Efficiency: 3');
});

const TOOL_NAMES: Record<string, string> = { C: 'Corridor', L: 'Life Support', H: 'Hydroponics', Q: 'Quarters', D: 'Dock', R: 'Research' };

/** A finger drag along one row, from column c0 to c1 (1-based), as a phone's touch events. */
async function touchDrag(page: Page, row: number, c0: number, c1: number) {
  const mid = async (col: number) => {
    const b = (await cell(page, row, col).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a, b] = [await mid(c0), await mid(c1)];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  for (let k = 1; k <= 10; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * k) / 10, y: a.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Paints a whole sheet the way a player would: one tool at a time, a tap per lone cell and a drag per run in a row. Returns the taps and drags used. */
async function paintSheet(page: Page, text: string): Promise<number> {
  const rows = text.split('\n');
  let gestures = 0;
  for (const m of Object.keys(TOOL_NAMES)) {
    const runs: Array<[number, number, number]> = [];
    rows.forEach((line, r) => {
      for (let c = 0; c < line.length; c++) {
        if (line[c] !== m) continue;
        let end = c;
        while (line[end + 1] === m) end++;
        runs.push([r + 1, c + 1, end + 1]);
        c = end;
      }
    });
    if (runs.length === 0) continue;
    await page.getByRole('radio', { name: TOOL_NAMES[m] }).check();
    gestures++;
    for (const [row, c0, c1] of runs) {
      if (c0 === c1) await cell(page, row, c0).tap();
      else await touchDrag(page, row, c0, c1);
      gestures++;
    }
  }
  return gestures;
}

test('a whole paper sheet is transcribed in 28 taps and drags, and scores as played', async ({ page }) => {
  await newMoonDrop(page);
  await page.getByRole('button', { name: 'Remove Player 2' }).click();
  await page.getByLabel('Player 1', { exact: true }).fill('Ana');
  await pickCards(page, ['Plague', 'Fungus', 'Quake', 'Population', 'Research']);
  await page.getByRole('button', { name: 'Transcribe paper sheets to score them' }).click();
  await expect(page.getByRole('heading', { name: 'Sheet: Ana' })).toBeVisible();
  const started = Date.now();
  // Ana's sheet from the 7-round game: 28 modules in 28 gestures; at a relaxed 2 s a gesture a
  // person is done in under a minute (the time is reported, not asserted).
  expect(await paintSheet(page, ANA_SHEET)).toBe(28);
  await page.getByText('Sheet text and share link').click();
  await expect(page.getByLabel('Ana: sheet text')).toHaveValue(ANA_SHEET);
  await expect(page.getByTestId('module-count')).toHaveText('28 modules');
  console.log(`Moon Drop transcription: 28 gestures, ${((Date.now() - started) / 1000).toFixed(1)} s by the test robot`);
  await page.getByRole('radio', { name: 'Score' }).check();
  await tableOrder(page, ['Plague', 'Fungus', 'Quake']);
  // The same total as the sheet played on the app (2 Quarters + 5 Research).
  await expect(page.getByTestId('total')).toHaveText('7');
  await expect(page.getByTestId('goals')).toHaveText('Population: 2Research: 5');
});

test('a share link opens the score: every crisis order, and a choice of my own', async ({ page }) => {
  await openHome(page);
  await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=breach,plague,fire&goals=population,research`);
  await expect(page.getByRole('heading', { name: 'Paper sheets and scores' })).toBeVisible();
  await expect(page).toHaveURL(/#\/g\//);
  // By hand: the Breach (one Corridor beside an empty cell) takes one Room; the best is one of
  // the two touching Quarters, so the Plague finds them apart: 1 Quarters, no Research.
  await expect(page.getByTestId('total')).toHaveText('1');
  await expect(page.getByTestId('goals')).toHaveText('Population: 1Research: 0');
  // A Plague before the Breach takes both Quarters.
  const orders = page.getByTestId('orders');
  await expect(orders.locator('tbody tr')).toHaveText([
    'Breach → Plague → Fire (this game)1',
    'Breach → Fire → Plague1',
    'Plague → Breach → Fire0',
    'Plague → Fire → Breach0',
    'Fire → Breach → Plague1',
    'Fire → Plague → Breach0',
  ]);
  await expect(page.getByTestId('mean')).toHaveText('0.5');
  await fitsThePhone(page);
  await noAxeViolations(page, 'Moon Drop shared score');

  // The Breach was a choice: cross Life Support (1,1) instead, and the Plague takes both Quarters.
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('step-count')).toHaveText('Step 6 of 23');
  await expect(page.getByTestId('step')).toContainText('Breach: 1 Corridor is next to an empty cell, so 1 Room is crossed (1 crossed)');
  await expect(page.getByTestId('step')).toContainText('This step was a choice of 1 of 8 marked cells.');
  // The Corridor the Breach counts is ringed and named.
  await expect(page.getByTestId('breach-cells')).toHaveText('Exposed Corridors (ringed): row 3 col 1.');
  await expect(cell(page, 3, 1)).toHaveAccessibleName('Row 3 col 1: Corridor; an exposed Corridor the Breach counts');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1 col 1: Life Support; tap to choose it at this step');
  await cell(page, 1, 1).click();
  await expect(page.getByTestId('total')).toHaveText('0');
  await expect(page.getByText('total with your choices')).toBeVisible();
  await expect(page.getByTestId('versus-best')).toHaveText('The best play scores 1.');
  await expect(cell(page, 1, 1)).toHaveAccessibleName(/^Row 1 col 1: Life Support, crossed out; crossed at this step: lost to the Breach; your choice$/);
  await noAxeViolations(page, 'Moon Drop own choice');
  await page.getByRole('button', { name: 'Back to the best play' }).click();
  await expect(page.getByTestId('total')).toHaveText('1');
  // After the last step: the Goals, with the cells that earn them ringed and listed.
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect(page.getByTestId('step-count')).toHaveText('Goals');
  await expect(page.getByTestId('goal-cells').locator('li')).toHaveText([/^Population: row 1 col [23] \(1 point per Quarters\)$/, 'Research: no cells (1 point per Research)']);
  await expect(page.getByRole('grid').getByRole('button', { name: /earns Population$/ })).toHaveCount(1);
  // The grid's rows and columns are numbered as every reason names them.
  await expect(page.getByRole('grid').getByRole('columnheader')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  await expect(page.getByRole('grid').getByRole('rowheader')).toHaveCount(9);
  await noAxeViolations(page, 'Moon Drop goals with their cells');
});

test('a sheet whose score depends on the order: the order the table enters is the one scored, beside every order and the mean', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  // A link sent before its table shuffled: the receiver is asked to, and nothing is scored until then.
  await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=breach,plague,fire&goals=population,research&shuffled=no`);
  await expect(page.getByRole('heading', { name: 'Paper sheets and scores' })).toBeVisible();
  await expect(page.getByTestId('cards')).toHaveText('Crises: Fire, Breach and PlagueGoals: Population and Research');
  await expectWhollyInView(page, page.getByRole('button', { name: 'Shuffle the crises in the app' }), page.getByTestId('shuffle').getByRole('button', { name: 'Plague', exact: true }));
  await expect(page.getByTestId('total')).toHaveCount(0);
  // The table's cards came out Plague, Breach, Fire: the Plague first takes both Quarters (see the share link test).
  await tableOrder(page, ['Plague', 'Breach', 'Fire']);
  await expect(page.getByTestId('total')).toHaveText('0');
  await expect(page.getByTestId('orders').locator('tr.is-current')).toHaveText('Plague → Breach → Fire (this game)0');
  // Beside every order (this game's first), each as the share link test worked out by hand, and their mean.
  const rows = page.getByTestId('orders').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  expect((await rows.allTextContents()).sort()).toEqual([
    'Breach → Fire → Plague1',
    'Breach → Plague → Fire1',
    'Fire → Breach → Plague1',
    'Fire → Plague → Breach0',
    'Plague → Breach → Fire (this game)0',
    'Plague → Fire → Breach0',
  ]);
  await expect(page.getByTestId('mean')).toHaveText('0.5');
  await page.reload();
  await expect(page.getByTestId('total')).toHaveText('0');
  await expect(page.getByTestId('cards')).toHaveText("Crises (as the table's cards came out): Plague → Breach → FireGoals: Population and Research");
});

test('at 360×640 the transcription grid and its palette fit, and a drag down to the bottom edge paints every cell', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.goto(`./#/moondrop/score?sheet=${'........./'.repeat(8)}.........&crises=fire&goals=research`);
  await expect(page.getByRole('heading', { name: 'Paper sheets and scores' })).toBeVisible();
  await page.getByRole('radio', { name: 'Edit the sheet' }).check();
  await page.getByRole('radio', { name: 'Corridor' }).check();
  // The palette and the whole grid fit on the screen together.
  const palette = (await page.locator('.md-palette').boundingBox())!;
  const grid = (await page.getByRole('grid').boundingBox())!;
  expect(grid.y + grid.height - palette.y).toBeLessThanOrEqual(640);
  // A finger down column 5 from row 6 to the screen's bottom edge, held there: the page scrolls and the
  // cells that come under the finger are painted (rows 7 to 9 start below the screen).
  const first = (await cell(page, 6, 5).boundingBox())!;
  await page.evaluate((dy) => scrollBy(0, dy), first.y - 560);
  const b = (await cell(page, 6, 5).boundingBox())!;
  const x = b.x + b.width / 2;
  const y0 = b.y + b.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  for (let k = 1; k <= 4; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + ((638 - y0) * k) / 4 }] });
  await expect.poll(async () => (await cell(page, 9, 5).getAttribute('aria-label')) ?? '').toContain('Corridor');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  for (const row of [6, 7, 8, 9]) await expect(cell(page, row, 5)).toHaveAccessibleName(`Row ${row} col 5: Corridor`);
});

test('a bad share link names the line and column', async ({ page }) => {
  await openHome(page);
  await page.goto(`./#/moondrop/score?sheet=${TWINS.replace('HCCH', 'HCZH')}&crises=fire&goals=mining`);
  await expect(page.getByRole('alert')).toContainText(`This link cannot be opened. The link's sheet: Line 2, column 3: "Z" is not a cell`);
  await noAxeViolations(page, 'Moon Drop bad link');
});

// One of the slowest sheets of the engine's bench (about 150 ms for its best play and 6 orders):
// the scorer runs in the worker, and the on-page fallback is never even fetched.
const SLOW = ['....DQH..', '....RCDRR', '...R.R...', '..HDHQC..', '..C.C.C.C', '.....RLRQ', '...QHHCR.', '.........', '.........'];

test('a slow sheet is scored in a worker, not on the page', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await openHome(page);
  await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=fire,breach,sabotage&goals=security,research`);
  await expect(page.getByTestId('total')).toHaveText('0');
  await page.getByRole('radio', { name: 'Edit the sheet' }).check();
  await page.getByText('Sheet text and share link').click();
  await page.getByLabel('Paste sheet text for Shared sheet').fill(SLOW.join('\n'));
  await page.getByRole('button', { name: 'Use this text' }).click();
  await expect(cell(page, 1, 5)).toHaveAccessibleName('Row 1 col 5: Dock');
  await page.evaluate(() => {
    const w = window as unknown as { stalls: number[] };
    w.stalls = [];
    new PerformanceObserver((list) => w.stalls.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask' });
  });
  await page.getByRole('radio', { name: 'Score' }).check();
  await expect(page.getByTestId('total')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('mean')).toHaveText(/^\d+(\.\d+)?$/);
  // Timings are reported, not asserted (a loaded CI machine may stall for its own reasons).
  const stalls = await page.evaluate(() => (window as unknown as { stalls: number[] }).stalls);
  console.log(`Moon Drop scoring: main-thread tasks over 50 ms while scoring: ${stalls.length ? stalls.join(', ') + ' ms' : 'none'}`);
  expect(workers.filter((u) => /score-worker-[\w-]+\.js$/.test(u))).toHaveLength(1);
  // The on-page fallback (for browsers without workers) was never needed.
  expect(fetched.filter((u) => u.includes('score-job'))).toEqual([]);
});

// Not a sheet 7 rounds can make (45 modules): with these crises and goals its best play takes the
// scorer about 9 s in Node on the CI machine, more in the browser. (With Research and Security,
// the goals this test first used, the scorer has found it in 0.05 s since November 27.)
const HUGE = 'CCHCDHR../RLCCRHQ../QQHCLLC../DQCDCCL../LCCR.D.../H.HRCCQ../LQ.CCQR../........./.........';

test('a sheet that takes long to score says so, and leaving it stops the scorer', async ({ page }) => {
  await openHome(page);
  await page.goto(`./#/moondrop/score?sheet=${HUGE}&crises=plague,sabotage,breach&goals=population,research`);
  await expect(page.getByTestId('scoring')).toBeVisible();
  await expect(page.getByText('This sheet leaves many choices to try')).toBeVisible();
  await page.getByRole('radio', { name: 'Edit the sheet' }).check();
  await expect(page.getByTestId('module-count')).toHaveText(
    '45 modules: 7 rounds of 4 squares make at most 28, so check the transcription (it still scores as it is)',
  );
  // Fix the sheet (pasting a share link reads its sheet): the worker drops the old sheet's
  // search and scores the new one at once.
  await page.getByText('Sheet text and share link').click();
  await page.getByLabel('Paste sheet text for Shared sheet').fill(`http://example.org/#/moondrop/score?sheet=${TWINS}&crises=fire&goals=mining`);
  await page.getByRole('button', { name: 'Use this text' }).click();
  await expect(page.getByTestId('module-count')).toHaveText('11 modules');
  await page.getByRole('radio', { name: 'Score' }).check();
  // (The game's crises and goals stay: plague, sabotage, breach; Population and Research. The plain
  // search gives the twins 0 in the orders that start with the Plague or the Sabotage then the
  // Plague, 1 in the other three.)
  await expect(page.getByTestId('total')).toHaveText('0');
  await expect(page.getByTestId('mean')).toHaveText('0.5');
});

test('scores offline: the scoring worker comes from the precache', async ({ page, context }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await openHome(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=breach,plague,fire&goals=population,research`);
  await expect(page.getByTestId('total')).toHaveText('1');
  await expect(page.getByTestId('mean')).toHaveText('0.5');
  expect(workers.some((u) => /score-worker-[\w-]+\.js$/.test(u))).toBe(true);
  await context.setOffline(false);
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('setup, a shared score and the paint palette pass axe', async ({ page }) => {
    await newMoonDrop(page);
    await page.getByRole('button', { name: 'Deal the cards in the app' }).click();
    await expect(page.getByTestId('cards')).not.toContainText('none');
    await noAxeViolations(page, 'Moon Drop setup (dark)');
    await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=breach,plague,fire&goals=population,research`);
    await expect(page.getByTestId('total')).toHaveText('1');
    await page.getByRole('button', { name: 'Next step' }).click();
    await noAxeViolations(page, 'Moon Drop shared score (dark)');
    await page.getByRole('radio', { name: 'Edit the sheet' }).check();
    await noAxeViolations(page, 'Moon Drop transcription (dark)');
  });
});
