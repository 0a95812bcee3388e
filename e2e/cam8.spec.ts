import { type Page, expect, noAxeViolations, openHome, realDice, test } from './testkit';

const next = (page: Page) => page.getByRole('button', { name: /^Next:/ }).click();
const phase = (page: Page) => page.getByTestId('phase-title');
const whale = (page: Page, name: string) => page.locator('.whale').filter({ has: page.locator('.whale-name', { hasText: name }) });
const brain = (page: Page, name: string) => whale(page, name).locator('.whale-summary');

/** Chooses hamsters in the picker whose legend starts with `legend`, e.g. { Guards: 1 }. */
async function pick(page: Page, legend: RegExp, counts: Record<string, number>) {
  const set = page.getByRole('group', { name: legend });
  for (const [occupation, n] of Object.entries(counts)) {
    for (let k = 0; k < n; k++) await set.getByRole('group', { name: occupation, exact: true }).getByRole('button', { name: `${occupation}: more` }).click();
  }
}

async function act(page: Page, action: string) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action, exact: true }).click();
}

/** The game is over (the alert says `reason`): no phase follows, axe passes, and Undo takes it back. */
async function gameOverThenUndo(page: Page, reason: string, screen: string) {
  await expect(page.getByRole('alert')).toContainText(reason);
  await expect(page.getByRole('button', { name: /^Next:/ })).toHaveCount(0);
  await noAxeViolations(page, screen);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function expectBrains(page: Page, brains: Record<string, string>, feral: number, space?: number) {
  for (const [name, text] of Object.entries(brains)) await expect(brain(page, name)).toHaveText(text);
  await expect(page.getByTestId('feral-level')).toHaveText(String(feral));
  if (space !== undefined) await expect(page.getByTestId('feral-space')).toHaveText(` (space ${space} of 11)`);
}

test('a 3-player game of CAM 8 through two turns on a track with blank spaces, a first picker taking card 2, with a reload mid-phase', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  await expect(page.getByRole('heading', { name: 'New game of CAM 8' })).toBeVisible();
  for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) {
    await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  }
  // This board's Feral track prints a blank space after each number.
  await page.getByRole('button', { name: 'Spaces per number: more' }).click();
  await expect(page.getByTestId('track-preview')).toContainText('Track: 0 · 1 · 2 · 3 · 4 · 5 ·.');
  await noAxeViolations(page, 'CAM 8 setup');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(phase(page)).toHaveText('Turn 1 · Diplomacy & Trade I');
  await expect(page.getByTestId('feral-effect')).toHaveText('no effect on dice');
  await expect(page.getByTestId('feral-space')).toHaveText(' (space 1 of 11)');

  // Turn 1. Diplomacy: two of three ask to end, which starts the countdown.
  await page.getByRole('button', { name: 'Ana asks to end' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ben asks to end' }).click();
  await expect(page.getByRole('timer')).toContainText(/\d+ s left/);
  await noAxeViolations(page, 'CAM 8 diplomacy');
  await next(page);

  // Initiative: everyone has 1 Politician and no krill: nobody may pay, a roll-off, Ana 5, Ben 5, Cy 1.
  await expect(page.getByText('To roll: Ana, Ben, Cy, a die each')).toBeVisible();
  await expect(page.getByText('Nobody has strictly the most krill, so nobody may pay.')).toBeVisible();
  await noAxeViolations(page, 'CAM 8 initiative');
  await realDice(page.locator('.panel'), [5, 5, 1]);
  // Ana and Ben tie again: only they roll, and their dice are saved (a reload keeps them).
  await expect(page.getByText('Still tied: Ana, Ben, a die each')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('roll-off')).toHaveText('Rolled: Ana 5; Ben 5; Cy 1');
  await realDice(page.locator('.panel'), [4, 2]);
  // The dice settle the pick order at once: Ana, Ben, Cy. In that order they take initiative cards.
  await expect(page.getByTestId('pick-order')).toHaveText('Ana: picking nowBen: to pickCy: to pick');
  await noAxeViolations(page, 'CAM 8 initiative cards');
  // Ana, picking first, takes card 2; Ben takes the lowest left (1); Next gives Cy the last one.
  await page.getByRole('button', { name: 'Card 2', exact: true }).click();
  await page.getByRole('button', { name: 'Card 1 (lowest left)' }).click();
  await expect(page.getByTestId('pick-order')).toHaveText('Ana: card 2Ben: card 1Cy: picking now');
  await next(page);

  // Command & Resolve goes in card order: Ben (card 1), Ana (card 2), Cy (card 3).
  await expect(page.getByTestId('card-order')).toHaveText('In card order: Card 1 Ben, card 2 Ana, card 3 Cy.');
  // Ben: Breed, 3 → +1 hamster; Ben makes it a Guard.
  await expect(page.getByTestId('active-whale')).toHaveText('Ben acts: 1 of 1 action left');
  await act(page, 'Breed');
  await realDice(page.locator('.preview'), [3]);
  await expect(page.getByRole('heading', { name: 'Ben: Breed, rolled 3' })).toBeVisible();
  await noAxeViolations(page, 'CAM 8 choices');
  await pick(page, /^Ben: pick the occupation of 1 hamster/, { Guards: 1 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Ana: Harvest Krill, 5 → over 4 → +2 krill (1 Harvester).
  await expect(page.getByTestId('active-whale')).toHaveText('Ana acts: 1 of 1 action left');
  await act(page, 'Harvest Krill');
  await expect(page.locator('.odds tbody td:first-child')).toHaveText(['1 or less', '2 to 4', '5 or more']);
  await noAxeViolations(page, 'CAM 8 action preview');
  await realDice(page.locator('.preview'), [5]);
  await expect(page.getByTestId('receipt-result')).toHaveText('+2 krill');
  // Cy: Engineer, no roll, +1 Digger.
  await act(page, 'Engineer');
  await page.getByRole('button', { name: 'Engineer: do it' }).click();
  await pick(page, /^Cy: pick the occupation of 1 hamster/, { Diggers: 1 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Every whale has acted')).toBeVisible();
  await noAxeViolations(page, 'CAM 8 every whale has acted');
  await next(page);

  // Flooding: 3, 3 and 8 flooded sections.
  await expect(phase(page)).toHaveText('Turn 1 · Flooding');
  for (const [name, n] of [['Ana', 3], ['Ben', 3], ['Cy', 8]] as const) {
    for (let k = 0; k < n; k++) await page.getByRole('button', { name: `${name} flooded sections: more` }).click();
  }
  await noAxeViolations(page, 'CAM 8 harvest');
  await page.getByRole('button', { name: 'Add the krill' }).click();
  await expect(page.getByRole('heading', { name: 'Harvest added' })).toBeVisible();
  await whale(page, 'Cy').locator('summary').click();
  await noAxeViolations(page, 'CAM 8 harvest added, a brain open');
  await whale(page, 'Cy').locator('summary').click();
  await expectBrains(page, { Ana: 'size 1 · 5 krill · 1 Breeder, 1 Harvester, 1 Politician', Ben: 'size 1 · 3 krill · 1 Breeder, 1 Harvester, 1 Guard, 1 Politician', Cy: 'size 1 · 8 krill · 1 Breeder, 1 Digger, 1 Harvester, 1 Politician' }, 0);
  await next(page);
  await next(page);
  await next(page);

  // Feed, all at once. Ana eats 1, feeds 3. Ben eats 1, has 2 krill for 4 hamsters: 2 flee.
  await expect(phase(page)).toHaveText('Turn 1 · Feed');
  await noAxeViolations(page, 'CAM 8 feed');
  await page.getByRole('button', { name: 'Feed Ana' }).click();
  // Before the tap, Ben's card says what eating will do; the tracker moves once every whale has fed.
  await expect(page.locator('.feed-whale').filter({ hasText: 'Ben:' }).getByTestId('meal-plan')).toHaveText(
    'Ben eats 1 krill; 2 of 4 hamsters fed, 2 flee (once every whale has fed, Feral 0 → 1); 0 krill left.',
  );
  await page.getByRole('button', { name: 'Feed Ben' }).click();
  await pick(page, /^Ben: pick 2 hamsters to flee/, { Guards: 1, Breeders: 1 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('feral-effect')).toHaveText('no effect on dice');
  // Cy eats 3× (3 krill) and rolls a 4 to grow. Its growth roll counts against Feral 0, the level as
  // Feed began, although Ben's hamsters have already fled: 4 > size 1, Cy grows to size 2.
  const cy = page.locator('.feed-whale').filter({ hasText: 'Cy:' });
  await cy.getByRole('radio', { name: /Eat 3× size/ }).check();
  // Faces 2 to 6 beat size 1 with no modifier: 5 of 6.
  await expect(cy).toContainText('grows 83%');
  await realDice(cy, [4]);
  await expect(page.getByTestId('receipt-result')).toContainText('growth 4 > 1: grows to size 2');
  // Every whale has fed: 2 fled, the token moves 2 spaces, onto the 1.
  await expect(page.getByTestId('receipt-result')).toContainText('every whale has fed: 2 hamsters fled in all, Feral 0 → 1');
  await expect(page.getByTestId('feral-effect')).toHaveText('every die −1');
  await next(page);

  await expect(phase(page)).toHaveText('Turn 2 · Diplomacy & Trade I');
  await expectBrains(page, { Ana: 'size 1 · 1 krill · 1 Breeder, 1 Harvester, 1 Politician', Ben: 'size 1 · 0 krill · 1 Harvester, 1 Politician', Cy: 'size 2 · 1 krill · 1 Breeder, 1 Digger, 1 Harvester, 1 Politician' }, 1, 3);

  // Turn 2. Ana gives Ben 1 krill.
  await page.getByRole('button', { name: 'Trade between whales…' }).click();
  await page.getByRole('group', { name: 'With' }).getByRole('radio', { name: 'Ben' }).check();
  await page.getByRole('button', { name: 'Ana gives krill: more' }).click();
  await noAxeViolations(page, 'CAM 8 trade');
  await page.getByRole('button', { name: 'Make the trade' }).click();
  await expect(page.getByTestId('receipt-result')).toHaveText('1 krill to Ben');
  await next(page);
  // Initiative: Ben and Cy tie on krill, so nobody may pay; the roll-off is 2, 6, 4.
  await expect(page.getByText(/pays 1 krill/)).toHaveCount(0);
  await realDice(page.locator('.panel'), [2, 6, 4]);
  await expect(page.getByTestId('pick-order')).toHaveText('Ben: picking nowCy: to pickAna: to pick');
  // Nobody picks by hand this turn: Next deals the cards in pick order, Ben 1, Cy 2, Ana 3.
  await next(page);
  await expect(page.getByTestId('card-order')).toHaveText('In card order: Card 1 Ben, card 2 Cy, card 3 Ana.');

  // Ben: Recruit Barbarians, 6 − 1 = 5 > 4: Feral −1 space, from the 1 onto the blank below it (still 1: the token
  // has not reached 0) and a new hamster (a Guard).
  await expect(page.getByTestId('active-whale')).toHaveText('Ben acts: 1 of 1 action left');
  await act(page, 'Recruit Barbarians');
  await expect(page.locator('.preview').getByText('Feral −1, Boost +0, Assist +0: every die −1')).toBeVisible();
  await realDice(page.locator('.preview'), [6]);
  await pick(page, /^Ben: pick the occupation of 1 hamster/, { Guards: 1 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('feral-level')).toHaveText('1');
  await expect(page.getByTestId('feral-space')).toHaveText(' (space 2 of 11)');
  await expect(page.getByTestId('feral-effect')).toHaveText('every die −1');
  // Cy looks at Transcend: it cannot succeed.
  await act(page, 'Transcend');
  await expect(page.getByTestId('action-needs')).toContainText('needs 10, you get at most 5');
  await expect(page.locator('.odds tr', { hasText: 'wins the game' })).toContainText('0%');
  // Cy tunnels with its Digger: 2 − 1 = 1 is not under 1, the token holds.
  await act(page, 'Tunnel');
  await realDice(page.locator('.preview'), [2]);
  await expect(page.getByTestId('active-whale')).toHaveText('Cy acts: 1 of 2 actions left');

  const before = {
    Ana: 'size 1 · 0 krill · 1 Breeder, 1 Harvester, 1 Politician',
    Ben: 'size 1 · 1 krill · 1 Harvester, 1 Guard, 1 Politician',
    Cy: 'size 2 · 1 krill · 1 Breeder, 1 Digger, 1 Harvester, 1 Politician · acting',
  };
  await expectBrains(page, before, 1, 2);
  await page.reload();
  await expect(phase(page)).toHaveText('Turn 2 · Command & Resolve');
  await expect(page.getByTestId('active-whale')).toHaveText('Cy acts: 1 of 2 actions left');
  await expect(page.getByTestId('card-order')).toHaveText('In card order: Card 1 Ben, card 2 Cy, card 3 Ana.');
  await expectBrains(page, before, 1, 2);

  // Cy: Psychic Boost; Ana: Breed, 1 → under 2: +1 (half of 1, rounded up), a Harvester.
  await act(page, 'Psychic Boost');
  await page.getByRole('button', { name: 'Psychic Boost: do it' }).click();
  await expect(brain(page, 'Cy')).toContainText('Boost +1');
  await act(page, 'Breed');
  await realDice(page.locator('.preview'), [1]);
  await pick(page, /^Ana: pick the occupation of 1 hamster/, { Harvesters: 1 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await next(page);
  await expect(brain(page, 'Cy')).not.toContainText('Boost');
  for (const [name, n] of [['Ana', 5], ['Ben', 5], ['Cy', 6]] as const) {
    for (let k = 0; k < n; k++) await page.getByRole('button', { name: `${name} flooded sections: more` }).click();
  }
  await page.getByRole('button', { name: 'Add the krill' }).click();
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByRole('button', { name: /^Next:/ })).toBeEnabled();
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Still to feed: Ana, Ben, Cy');
  // A refusal goes once any move goes through (issue 10), and each refused Next shows it again.
  await page.getByRole('button', { name: 'Feed Ana' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Still to feed: Ben, Cy');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Still to feed: Ana, Ben, Cy');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Feed Ana' })).toHaveCount(0);
  for (const name of ['Ben', 'Cy']) await page.getByRole('button', { name: `Feed ${name}` }).click();
  await next(page);

  await expect(phase(page)).toHaveText('Turn 3 · Diplomacy & Trade I');
  await expectBrains(
    page,
    {
      Ana: 'size 1 · 0 krill · 1 Breeder, 2 Harvesters, 1 Politician',
      Ben: 'size 1 · 2 krill · 1 Harvester, 1 Guard, 1 Politician',
      Cy: 'size 2 · 1 krill · 1 Breeder, 1 Digger, 1 Harvester, 1 Politician',
    },
    1,
    2,
  );
  await page.getByText(/^Game log/).click();
  await expect(page.locator('.log li').first()).toContainText('Turn 3 · Diplomacy & Trade I');
  await expect(page.locator('.log')).toContainText('Ben: Recruit Barbarians, rolled 6−1=5');
  await noAxeViolations(page, 'CAM 8 turn 3');
});

test('moving the Feral tracker past 5 ends the game for everyone; undo brings it back', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (let k = 0; k < 5; k++) await page.getByRole('button', { name: 'Feral Hamsters up one' }).click();
  await expect(page.getByTestId('feral-effect')).toHaveText('every die −5');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Feral Hamsters up one' }).click();
  // A revolt set by hand is asked first (e2e/cam8-table.spec.ts tries Cancel).
  await page.getByRole('dialog', { name: 'Start the revolt?' }).getByRole('button', { name: 'Revolt: end the game' }).click();
  await expect(page.getByRole('alert')).toContainText('revolt');
  await gameOverThenUndo(page, 'Game over.', 'CAM 8 game over');
  await expect(page.getByTestId('feral-level')).toHaveText('5');
});

/** Starts a 3-player game named Ana, Ben, Cy (Cy with 3 Diggers), with the Giant Feral Hamsters on. */
async function startVariantGame(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  for (const [i, name] of ['Ana', 'Ben', 'Cy'].entries()) {
    await page.getByRole('group', { name: `Player ${i + 1}` }).getByLabel('Name').fill(name);
  }
  await page.getByRole('group', { name: 'Player 3' }).locator('summary').click();
  const cy = page.getByRole('group', { name: /^Cy's starting hamsters/ });
  for (const o of ['Breeders', 'Harvesters', 'Politicians']) await cy.getByRole('button', { name: `${o}: less` }).click();
  for (let k = 0; k < 3; k++) await cy.getByRole('button', { name: 'Diggers: more' }).click();
  await page.getByRole('checkbox', { name: /Attack of the Giant Feral Hamsters/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(phase(page)).toHaveText('Turn 1 · Diplomacy & Trade I');
}

test('Giant Feral trade checks, paying krill to pick first, a collapsed tunnel and a Transcend win', async ({ page }) => {
  await startVariantGame(page);
  // Corrections by hand: Ana finds 3 krill; the Feral Hamsters are at 2.
  await whale(page, 'Ana').locator('summary').click();
  for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Ana Krill: more' }).click();
  for (let k = 0; k < 2; k++) await page.getByRole('button', { name: 'Feral Hamsters up one' }).click();
  await expect(page.getByTestId('feral-effect')).toHaveText('every die −2');

  // Ana sends Ben 2 krill for a Breeder; their tunnels do not connect, so each half is checked.
  await page.getByRole('button', { name: 'Trade between whales…' }).click();
  await page.getByRole('group', { name: 'With' }).getByRole('radio', { name: 'Ben' }).check();
  await page.getByRole('button', { name: 'Ana gives krill: more' }).click();
  await page.getByRole('button', { name: 'Ana gives krill: more' }).click();
  await page.getByRole('button', { name: 'Ben gives Breeders: more' }).click();
  // Nothing is answered for the table: the question starts open.
  await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'No' })).not.toBeChecked();
  await expect(page.getByText('Say whether the two whales’ tunnels connect.')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  // Each half's check: the table's own result, or the app's check (its reading of the rules).
  const ana = page.getByRole('group', { name: 'What Ana gives' });
  const ben = page.getByRole('group', { name: 'What Ben gives' });
  await expect(page.getByText('Give each half its result to make the trade.')).toBeVisible();
  await ana.getByRole('radio', { name: 'Let the app check it' }).check();
  await ben.getByRole('radio', { name: 'Arrives', exact: true }).check();
  await expect(page.locator('.trade .reading')).toContainText("The app's check: one die with the Feral modifier (−2); below 1 the half never arrives (33% a half).");
  await noAxeViolations(page, 'CAM 8 Giant Feral trade');
  // The app's check for what Ana gives: 2 − 2 = 0 < 1, lost. The table says Ben's Breeder arrives.
  await realDice(page.locator('.trade'), [2]);
  await expect(page.getByTestId('receipt-result')).toHaveText("2 krill to Ben (lost); 1 Breeder to Ana; second half arrives (the table's check)");
  await expectBrains(page, { Ana: 'size 1 · 1 krill · 2 Breeders, 1 Harvester, 1 Politician', Ben: 'size 1 · 0 krill · 1 Harvester, 1 Politician' }, 2);

  // Initiative: Cy has no Politician and picks first; Ana (1 krill) and Ben (0) tie on 1: Ana may pay.
  await next(page);
  await expect(page.getByText('Tied with 1 Politician: Ana, Ben.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ana (most krill, 1) pays 1 krill to pick first' }).check();
  await expect(page.getByText('Order: Cy, Ana, Ben')).toBeVisible();
  await noAxeViolations(page, 'CAM 8 initiative with a krill offer');
  await page.getByRole('button', { name: 'Set this pick order' }).click();
  await expect(page.getByTestId('pick-order')).toHaveText('Cy: picking nowAna: to pickBen: to pick');
  await expect(brain(page, 'Ana')).toHaveText('size 1 · 0 krill · 2 Breeders, 1 Harvester, 1 Politician');
  await next(page);

  // Cy tunnels with 2 of its 3 Diggers' tokens: 2 − 2 = 0 collapses token 1; 3 − 2 = 1 holds.
  await act(page, 'Tunnel');
  await page.getByRole('button', { name: 'Tunnel tokens placed: less' }).click();
  await expect(page.getByTestId('modifier')).toHaveText('Each die: Feral −2, Boost +0, Assist +0: every die −2');
  await realDice(page.locator('.preview'), [2, 3]);
  await expect(page.locator('.receipt-dice li')).toHaveText(['2−2=0 token 1 collapses (take it off the board), −1 Digger', '3−2=1 token 2 holds']);
  await expect(brain(page, 'Cy')).toHaveText('size 1 · 0 krill · 2 Diggers');

  // Ana (her brain is still open): a Boost of 6 set by hand makes a 6 reach 10 (6 − 2 + 6).
  for (let k = 0; k < 6; k++) await page.getByRole('button', { name: 'Ana Boost: more' }).click();
  await act(page, 'Transcend');
  await expect(page.getByTestId('action-needs')).toContainText('needs 10: 1 of 6 faces do it (17%)');
  await realDice(page.locator('.preview'), [6]);
  await gameOverThenUndo(page, 'Game over. Ana transcended and wins the game.', 'CAM 8 won');
  await expect(page.getByTestId('active-whale')).toHaveText('Ana acts: 1 of 1 action left');
});

test('the Diplomacy countdown survives a reload and rings at 0', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { buzzes: number[]; beeps: number };
    w.buzzes = [];
    w.beeps = 0;
    navigator.vibrate = ((ms: number) => {
      w.buzzes.push(ms);
      return true;
    }) as Navigator['vibrate'];
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor() {
        super();
        w.beeps++;
      }
    };
  });
  await page.clock.install();
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Player 1 asks to end' }).click();
  await page.getByRole('button', { name: 'Player 3 asks to end' }).click();
  await expect(page.getByRole('timer')).toHaveText('60 s left');
  await page.clock.fastForward(25_000);
  // The installed clock also runs in real time: a slow reload may take a few seconds of it, but a
  // countdown that restarted would show 60 again.
  const afterJump = /^3[0-5] s left$/;
  await expect(page.getByRole('timer')).toHaveText(afterJump);
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(afterJump);
  await page.clock.fastForward(36_000);
  await expect(page.getByRole('timer')).toHaveText('Time is up: Diplomacy & Trade is over.');
  await expect.poll(() => page.evaluate(() => (window as unknown as { buzzes: number[] }).buzzes)).toEqual([400]);
  expect(await page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBe(1);
  await noAxeViolations(page, 'CAM 8 countdown over');
});
