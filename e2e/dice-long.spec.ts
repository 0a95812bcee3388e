import { readFile } from 'node:fs/promises';
import { type Roll, resolveRoll, rollText } from '../src/games/dice/engine';
import { expect, openHome, test } from './testkit';

// A Dice game of 5,000 rolls, imported from a backup, keeps every roll through a tap and a reload (the history
// once kept only the newest 500, and the first tap after the import dropped the other 4,500 without a word).

const T0 = Date.UTC(2026, 10, 1, 18);
const d6x2 = { groups: [{ sides: 6 as const, count: 2 }], perDie: 0, total: 0 };

/** A backup holding one Dice game of `n` rolls, as another tool (or an older version) may write it: nothing to undo. */
function longBackup(n: number): string {
  const rolls: Roll[] = [];
  for (let i = 0; i < n; i++) {
    const r = resolveRoll(d6x2, [(i % 6) + 1, ((i * 5) % 6) + 1], T0 + i * 1000, 'app');
    if ('error' in r) throw new Error(r.error);
    rolls.push(r);
  }
  const state = { pool: d6x2, mode: 'app', rolls };
  const log = rolls.slice(-1000).map((r) => ({ at: r.at, text: rollText(r) }));
  const game = { v: 2, id: 'long-evening', kind: 'dice', name: 'A long evening', createdAt: T0, updatedAt: T0 + n * 1000, stateVersion: 1, timeline: { base: state, past: [], future: [], present: state }, log };
  return JSON.stringify({ app: 'tablemate', version: 2, exportedAt: new Date(T0 + n * 1000).toISOString(), games: [game] });
}

test('an imported game of 5,000 rolls keeps all of them, and the roll after, through a reload', async ({ page }, testInfo) => {
  test.slow();
  await openHome(page);
  await page.getByTestId('import-file').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(longBackup(5000)) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 game' })).toBeVisible();
  await page.getByRole('link', { name: /A long evening/ }).click();

  const count = page.getByTestId('history-count');
  const rows = page.getByTestId('roll-history').locator('li');
  const where = page.getByTestId('pin-where');
  await expect(where).toHaveText(/^5000 rolls · last /);

  // One tap on Roll, timed in the page from the click to the pinned line's next words.
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled();
  const ms = await roll.evaluate(
    (button) =>
      new Promise<number>((done) => {
        const t0 = performance.now();
        const line = document.querySelector('[data-testid=pin-where]')!;
        const before = line.textContent;
        new MutationObserver((_, o) => {
          if (line.textContent === before) return;
          o.disconnect();
          done(performance.now() - t0);
        }).observe(line, { subtree: true, childList: true, characterData: true });
        (button as HTMLButtonElement).click();
      }),
  );
  testInfo.annotations.push({ type: 'tap', description: `Roll on a 5,000-roll game: ${ms.toFixed(1)} ms from the click to the screen` });
  await expect(where).toHaveText(/^5001 rolls · last /);
  await expect(count).toHaveText('Showing the latest 50 of 5,001 rolls; all are kept.');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  await page.reload();
  await expect(count).toHaveText('Showing the latest 50 of 5,001 rolls; all are kept.');
  await expect(where).toHaveText(/^5001 rolls · last /);
  await expect(rows).toHaveCount(50);
  // The oldest are there too, a hundred at a time.
  await page.getByRole('button', { name: 'Show 100 older rolls' }).click();
  await expect(rows).toHaveCount(150);
  await expect(count).toHaveText('Showing the latest 150 of 5,001 rolls; all are kept.');

  // And in the game's own backup: every roll, the first one first.
  await page.goto('./#/');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games' }).click()]);
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
  const rolls = saved.games[0].timeline.present.rolls as Roll[];
  expect(rolls).toHaveLength(5001);
  expect(rolls[0]!.at).toBe(T0);
  expect(rolls[4999]!.at).toBe(T0 + 4999 * 1000);
});
