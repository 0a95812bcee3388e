// CAM 8 (issue 40, point 5): the app's readings of the rule text are marked where the choice is made, each one tap
// from its entry: 2 to 6 players and the empty storehouse at setup, the Psychic Assist costing an action at the Assist.
// (The smaller meal and the owner choosing who flees are checked at their choices in cam8-flow.spec.ts.)
import { type Page, expect, noAxeViolations, openHome, realDice, test } from './testkit';

const next = (page: Page) => page.getByRole('button', { name: /^Next:/ });
const mark = (page: Page, text: string) => page.locator('.reading', { hasText: text });

/** The mark is on screen (in view without a swipe, or just after the button the action is done with) and links its entry. */
async function expectMark(page: Page, text: string, entry: string, where: 'in view' | 'after the button' = 'in view') {
  await (where === 'in view' ? expect(mark(page, text)).toBeInViewport({ ratio: 1 }) : expect(mark(page, text)).toBeVisible());
  await expect(mark(page, text).getByRole('link', { name: 'Why this reading' })).toHaveAttribute('href', `#/rules/cam8?r=${entry}`);
}

test('setup marks 2 to 6 whales and the empty storehouse as readings under the whales, the first names and Start in view; each opens its entry', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  // The names are what the table taps first: the first two on the first screen (the scripted game types them without a swipe), the readings just under the whales they qualify.
  for (const seat of ['Player 1', 'Player 2']) await expect(page.getByRole('group', { name: seat }).getByLabel('Name')).toBeInViewport({ ratio: 1 });
  await expectMark(page, '2 to 6 whales: the text sets no player count.', 'player-count', 'after the button');
  await expectMark(page, 'Every whale starts with an empty storehouse (0 krill).', 'empty-storehouse', 'after the button');
  const whales = await page.getByRole('button', { name: '+ Add a player' }).boundingBox();
  const marks = await mark(page, '2 to 6 whales').boundingBox();
  const track = await page.getByText('The Feral Hamster track on your board').boundingBox();
  expect(marks!.y).toBeGreaterThan(whales!.y);
  expect(marks!.y).toBeLessThan(track!.y);
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeInViewport({ ratio: 1 });
  await noAxeViolations(page, 'CAM 8 setup with its readings');
  await mark(page, 'empty storehouse').getByRole('link', { name: 'Why this reading' }).click();
  await expect(page.locator('#r-empty-storehouse')).toBeInViewport();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
});

test('the Psychic Assist is marked as costing one of the whale’s actions where it is chosen, after its button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openHome(page);
  await page.getByRole('button', { name: /^CAM 8 / }).click();
  const first = page.getByRole('group', { name: 'Player 1' });
  await first.locator('summary').click();
  await first.getByRole('button', { name: /^Politicians: more/ }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await next(page).click();
  await realDice(page.locator('.panel'), [6, 5]);
  await next(page).click();
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Psychic Assist', exact: true }).click();
  const doIt = page.getByRole('button', { name: 'Psychic Assist: do it' });
  await expect(doIt).toBeInViewport({ ratio: 1 });
  // Like every action's readings, it follows the button (nothing between the action and its doing): the next line down.
  await expectMark(page, "The Assist uses one of this whale's actions.", 'psychic-assist-action', 'after the button');
  expect((await mark(page, 'The Assist uses').boundingBox())!.y).toBeGreaterThan((await doIt.boundingBox())!.y);
  await doIt.click();
  await expect(page.getByTestId('active-whale')).toHaveText(/^Player 3 acts/);
});
