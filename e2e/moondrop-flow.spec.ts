// Moon Drop's play flow on a small phone (issue 39): each part opens at its top, a round is played on one
// screen (block, Life Support or Hydroponics, sheet, Place), the placed block stays on its sheet until the table
// moves on, the pinned line says the round and the block, a double tap places once, a roll made again after
// Undo says so on the block, blank sheets win nothing, and the setup's names are empty fields.
import { type Locator, type Page, doubleTap, expect, expectWhollyInView, noAxeViolations, openHome, realDice, test } from './testkit';

const cell = (page: Page, row: number, col: number) => page.getByRole('grid').getByRole('button', { name: new RegExp(`^Row ${row} col ${col}:`) });
const TWINS = 'LQQL...../HCCH...../CHH....../........./........./........./........./........./.........';

/** From home at 360×640: a new Moon Drop table at its setup. */
async function newMoonDrop(page: Page) {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^Moon Drop / }).click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
}

/** Ana and Bo, the cards dealt as play starts, at round 1's roll. */
async function anaAndBo(page: Page) {
  await newMoonDrop(page);
  await page.getByLabel('Player 1', { exact: true }).fill('Ana');
  await page.getByLabel('Player 2', { exact: true }).fill('Bo');
  await page.getByRole('button', { name: 'Deal and play 7 rounds here' }).click();
  await expect(page.getByRole('heading', { name: "Roll round 1's block" })).toBeVisible();
}

/** Picks the cards dealt on the table: Plague, Fungus, Quake; Population and Research. */
async function pickCards(page: Page) {
  await page.getByText('Or pick the cards on the table').click();
  for (const c of ['Plague', 'Fungus', 'Quake', 'Population', 'Research']) await page.getByRole('button', { name: c, exact: true }).click();
}

const toBottom = (page: Page) => page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));

test('Moon Drop at 360×640: setup, play and each final view open at their top, and a view returned to is where it was left', async ({ page }) => {
  await newMoonDrop(page);
  await pickCards(page);
  // The buttons that start a game are at the foot of the setup: the screen they open starts at its top.
  await toBottom(page);
  await page.getByRole('button', { name: 'Score paper sheets from photos' }).click();
  await expect(page.getByRole('heading', { name: 'Photo: Player 1' })).toBeVisible();
  await expectWhollyInView(page, page.getByText('Take a photo', { exact: true }), page.getByText('Pick a photo', { exact: true }));
  expect(await page.evaluate(() => scrollY)).toBe(0);

  // Undo goes back to the setup; from its foot again, the hand transcription opens at its top, the palette in view.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Player 2' }).click();
  await toBottom(page);
  await page.getByRole('button', { name: 'Transcribe paper sheets to score them' }).click();
  await expect(page.getByRole('heading', { name: 'Sheet: Player 1' })).toBeVisible();
  await expectWhollyInView(page, page.getByRole('heading', { name: 'Sheet: Player 1' }), page.getByRole('group', { name: 'Paint with' }));
  await expect(page.getByTestId('module-count')).not.toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: 'New game of Moon Drop' })).toBeVisible();
  await toBottom(page);
  await page.getByRole('button', { name: 'Play 7 rounds here' }).click();
  await expectWhollyInView(page, page.getByRole('heading', { name: "Roll round 1's block" }), page.getByRole('button', { name: 'Roll the 5 dice' }));
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('Moon Drop at 360×640: the score of a shared sheet is in view when scored; Score → Edit opens at the top, back to Score returns where it was', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=breach,plague,fire&goals=population,research`);
  await expect(page.getByTestId('total')).toHaveText('1');
  await expectWhollyInView(page, page.getByTestId('total'), page.getByTestId('goals'));
  await expect(page.locator('.md-score')).toHaveAttribute('data-waits', 'best');
  // Down to the table of crisis orders, then to the sheet's editor and back, as taps (no scroll of their own).
  // (A scroll of the page's own, done at once: the player's swipe down to it.)
  const down = await page.getByTestId('orders').evaluate((el) => {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    return scrollY;
  });
  expect(down).toBeGreaterThan(300);
  // The swipe has landed (a frame has drawn the page there) before the next tap.
  await expect.poll(() => page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(scrollY))))).toBe(down);
  await page.getByRole('radio', { name: 'Edit the sheet' }).dispatchEvent('click');
  await expect(page.getByRole('heading', { name: 'Sheet: Shared sheet' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.getByRole('radio', { name: 'Score' }).dispatchEvent('click');
  await expect(page.getByTestId('total')).toHaveText('1');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(down);
  await expectWhollyInView(page, page.getByTestId('orders'));
});

test('Moon Drop at 360×640: a round on one screen, the placed block kept on its sheet until Next, the pinned line, the pick and the palette', async ({ page }) => {
  await anaAndBo(page);
  const pinWhere = page.getByTestId('pin-where');
  await expect(pinWhere).toHaveText('Round 1 of 7 · roll the block');
  await noAxeViolations(page, 'Moon Drop round 1, to roll');
  // Blue 2 is the L block; the whites 1 2 3 4 make Corridor, Corridor, a 3, Quarters.
  await realDice(page.locator('.md-roll-row'), [2, 1, 3, 2, 4]);
  await expect(pinWhere).toHaveText('Round 1 of 7 · Ana places');
  await expect(page.getByTestId('pin-numbers')).toHaveText('Block L: 1 2 3 4');
  const pick = page.getByRole('group', { name: 'Square 3 shows a 3' });
  const place = page.getByRole('button', { name: "Place on Ana's sheet" });
  // Block, pick, sheet and Place (with the turns beside it) together below the pinned line, the turn's heading focused.
  await expectWhollyInView(page, page.getByRole('figure'), pick, page.getByRole('grid'), place, page.getByRole('button', { name: 'Turn right' }));
  await expect(page.getByRole('heading', { name: 'Ana places the L block' })).toBeFocused();
  // Two choices, one chosen: Life Support until Hydroponics is picked; every name fits its half.
  await expect(pick.getByRole('radio', { name: 'Life Support' })).toBeChecked();
  await expect(pick.getByRole('radio', { name: 'Hydroponics' })).not.toBeChecked();
  await expect(page.locator('.md-squares li').nth(2)).toHaveText('Square 3: Life Support (white 3)');
  await pick.getByRole('radio', { name: 'Hydroponics' }).check();
  await expect(page.locator('.md-squares li').nth(2)).toHaveText('Square 3: Hydroponics (white 3)');
  expect(await spills(page.locator('.md-pick-choice .segment > span'))).toEqual([]);

  await cell(page, 3, 3).click();
  await expect(page.getByTestId('place-status')).toHaveText('Square 1 at row 3 col 3, not turned: ready to place.');
  await noAxeViolations(page, 'Moon Drop placing, one screen');
  await place.click();
  // Ana's sheet stays, the block ringed on it, and the next sheet is one tap away where Place was.
  const next = page.getByRole('button', { name: "Next: Bo's sheet" });
  await expectWhollyInView(page, page.getByRole('heading', { name: "Placed on Ana's sheet" }), page.getByRole('grid'), next);
  await expect(cell(page, 3, 3)).toHaveAccessibleName('Row 3 col 3: Corridor; block square 1, placed this round');
  await expect(cell(page, 5, 3)).toHaveAccessibleName('Row 5 col 3: Hydroponics; block square 3, placed this round');
  await expect(next).toBeFocused();
  await expect(pinWhere).toHaveText('Round 1 of 7 · Bo places');
  await noAxeViolations(page, 'Moon Drop placed, next sheet');
  await expect(next).not.toHaveAttribute('aria-disabled');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Bo places the L block' })).toBeFocused();
  await expect(cell(page, 3, 3)).toHaveAccessibleName('Row 3 col 3: empty');
  await expectWhollyInView(page, page.getByRole('figure'), page.getByRole('group', { name: 'Square 3 shows a 3' }), page.getByRole('grid'), page.getByRole('button', { name: "Place on Bo's sheet" }));

  await cell(page, 5, 5).click();
  await page.getByRole('button', { name: "Place on Bo's sheet" }).click();
  // The round is over: Bo's block stays on his sheet under the next round's roll.
  await expect(pinWhere).toHaveText('Round 2 of 7 · roll the block');
  await expect(page.getByRole('heading', { name: "Roll round 2's block" })).toBeFocused();
  await expect(cell(page, 5, 5)).toHaveAccessibleName('Row 5 col 5: Corridor; block square 1, placed this round');
  await expectWhollyInView(page, page.getByRole('heading', { name: "Roll round 2's block" }), page.getByRole('radiogroup', { name: 'White die 4 face' }), page.getByRole('button', { name: 'Use these faces' }));
  await expect(page.getByTestId('place-status')).toHaveText("Placed on Bo's sheet: square 1 at row 5 col 5, not turned.");
  await noAxeViolations(page, 'Moon Drop round over, next roll');

  // Two 3s share one row; turned upright, the I block keeps its frame: still one screen.
  await realDice(page.locator('.md-roll-row'), [1, 3, 3, 1, 2]);
  await page.getByRole('button', { name: 'Turn right' }).click();
  await cell(page, 1, 9).click();
  await expect(page.getByTestId('place-status')).toHaveText('Square 1 at row 1 col 9, turned 90° clockwise: ready to place.');
  await expectWhollyInView(
    page,
    page.getByRole('figure'),
    page.getByRole('group', { name: 'Square 3 shows a 3' }),
    page.getByRole('group', { name: 'Square 4 shows a 3' }),
    page.getByRole('grid'),
    page.getByRole('button', { name: "Place on Ana's sheet" }),
  );
  expect(await spills(page.locator('.md-pick-choice .segment > span'))).toEqual([]);
  await noAxeViolations(page, 'Moon Drop two 3s');
  await page.getByRole('button', { name: "Place on Ana's sheet" }).click();
  await expect(page.getByRole('button', { name: "Next: Bo's sheet" })).not.toHaveAttribute('aria-disabled');
  await page.getByRole('button', { name: "Next: Bo's sheet" }).click();
  await cell(page, 9, 1).click();
  await page.getByRole('button', { name: "Place on Bo's sheet" }).click();

  // Three 3s take two rows of picks, and the sheet draws a little smaller: still one screen.
  await realDice(page.locator('.md-roll-row'), [2, 3, 3, 3, 1]);
  await cell(page, 5, 5).click();
  await expectWhollyInView(
    page,
    page.getByRole('figure'),
    ...[2, 3, 4].map((n) => page.getByRole('group', { name: `Square ${n} shows a 3` })),
    page.getByRole('grid'),
    page.getByRole('button', { name: "Place on Ana's sheet" }),
  );
  expect((await cell(page, 9, 9).boundingBox())!.width).toBeGreaterThanOrEqual(24);
  await noAxeViolations(page, 'Moon Drop three 3s');

  // The paint palette's names fit their buttons at 360 px ("Corridor" spilled before).
  await page.goto(`./#/moondrop/score?sheet=${TWINS}&crises=breach,plague,fire&goals=population,research`);
  await page.getByRole('radio', { name: 'Edit the sheet' }).check();
  await expect(page.getByRole('radio', { name: 'Corridor' })).toBeChecked();
  expect(await spills(page.locator('.md-tool > span'))).toEqual([]);
});

/** The visible words inside each of `boxes` that reach past the box's own edges (inside its border). */
async function spills(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((els) =>
    els.flatMap((box) => {
      const r = box.getBoundingClientRect();
      const cs = getComputedStyle(box);
      const [left, right] = [r.left + parseFloat(cs.borderLeftWidth), r.right - parseFloat(cs.borderRightWidth)];
      const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      const out: string[] = [];
      for (let t = walk.nextNode(); t; t = walk.nextNode()) {
        // Words for screen readers only (visually hidden) take no room on screen.
        if (t.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        if ([...range.getClientRects()].some((q) => q.width > 0 && (q.left < left - 0.5 || q.right > right + 0.5))) out.push((t.textContent ?? '').trim());
      }
      return out;
    }),
  );
}

test('Moon Drop: Place tapped twice 200 ms apart places once and keeps the sheet; Next tapped twice opens Bo\'s sheet once', async ({ page }) => {
  await anaAndBo(page);
  await realDice(page.locator('.md-roll-row'), [4, 4, 1, 2, 1]);
  await cell(page, 2, 2).click();
  await doubleTap(page, page.getByRole('button', { name: "Place on Ana's sheet" }));
  await expect(page.getByTestId('waiting')).toHaveText('Still to place: Bo');
  // The second tap fell on "Next" while it settled: Ana's sheet is still on show, nothing refused.
  await expect(page.getByRole('heading', { name: "Placed on Ana's sheet" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Handed over: past the half second Next ignores taps for after Place.
  await expect(page.getByRole('button', { name: "Next: Bo's sheet" })).not.toHaveAttribute('aria-disabled', 'true');
  await doubleTap(page, page.getByRole('button', { name: "Next: Bo's sheet" }));
  await expect(page.getByRole('heading', { name: 'Bo places the T block' })).toBeVisible();
  // The second tap fell on Bo's Place, which ignored it: no "Tap the cell first", nothing placed.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('place-status')).toHaveText('Tap the cell where square 1 goes.');
  await expect(page.getByTestId('waiting')).toHaveText('Still to place: Bo');
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li', { hasText: 'places the T block' })).toHaveCount(1);
});

test('Moon Drop at 360×640: a block rolled again after Undo says so on the block, and still does after a reload', async ({ page }) => {
  await anaAndBo(page);
  // Blue 4 with 4 1 2 1: the T block. Undone, and rolled again: blue 2, the L block.
  await realDice(page.locator('.md-roll-row'), [4, 4, 1, 2, 1]);
  await expect(page.getByTestId('pin-numbers')).toHaveText('Block T: 1 1 2 4');
  await expect(page.getByTestId('rolled-again')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await realDice(page.locator('.md-roll-row'), [2, 6, 1, 2, 4]);
  await expect(page.getByTestId('pin-numbers')).toHaveText('Block L: 1 2 4 6');
  const mark = page.getByTestId('rolled-again');
  await expect(mark).toHaveText('Rolled again after Undo: was T');
  await expect(mark).toHaveAttribute('title', 'The undone roll: blue 4 · white 1 1 2 4');
  await expectWhollyInView(page, mark, page.getByRole('heading', { name: 'Ana places the L block' }), page.getByRole('button', { name: "Place on Ana's sheet" }));
  await noAxeViolations(page, 'Moon Drop rolled again after Undo');
  // On the sheet just placed too, and after a reload (it is part of the saved round).
  await cell(page, 4, 4).click();
  await page.getByRole('button', { name: "Place on Ana's sheet" }).click();
  await expect(mark).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bo places the L block' })).toBeVisible();
  await expect(mark).toHaveText('Rolled again after Undo: was T');
});

test('Moon Drop: blank sheets win nothing, and say so', async ({ page }) => {
  await newMoonDrop(page);
  await pickCards(page);
  await page.getByRole('button', { name: 'Transcribe paper sheets to score them' }).click();
  await page.getByRole('radio', { name: 'Score' }).check();
  // The crises are shuffled first (here by the app): only then are the sheets scored.
  await page.getByRole('button', { name: 'Shuffle the crises in the app' }).click();
  await expect(page.getByTestId('total')).toHaveText('0');
  const compare = page.getByTestId('compare');
  await expect(compare.locator('tbody tr')).toHaveText(['Player 10000', 'Player 20000']);
  await expect(page.getByTestId('winner')).toHaveText('No points yet: every sheet scores 0, so nobody wins.');
  await expect(compare.getByText('winner')).toHaveCount(0);
  await noAxeViolations(page, 'Moon Drop blank sheets');
});

test('Moon Drop setup: the names are empty fields with "Player N" as placeholder, and a blank name plays as it', async ({ page }) => {
  await newMoonDrop(page);
  for (const n of [1, 2]) {
    const field = page.getByLabel(`Player ${n}`, { exact: true });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', `Player ${n}`);
  }
  await page.getByRole('button', { name: '+ Add a player' }).click();
  await expect(page.getByLabel('Player 3', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Player 3', { exact: true })).toHaveAttribute('placeholder', 'Player 3');
  await page.getByLabel('Player 2', { exact: true }).fill('Bo');
  await noAxeViolations(page, 'Moon Drop setup, names empty');
  await page.getByRole('button', { name: 'Deal and play 7 rounds here' }).click();
  await page.getByRole('button', { name: 'Roll the 5 dice' }).click();
  await expect(page.getByTestId('pin-where')).toHaveText('Round 1 of 7 · Player 1 places');
  await expect(page.getByRole('radio', { name: 'Bo' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Player 3' })).toBeVisible();
});
