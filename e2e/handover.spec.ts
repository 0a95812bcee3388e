import { readFile } from 'node:fs/promises';
import { type Page, expect, expectSavedGames, moonDropRolls, openHome, test } from './testkit';

// A game handed over by QR code leaves its undo history and oldest rolls on the first phone. The
// sender's backup imported on the second phone afterwards is the same game with more of its past: it
// is kept without a question. Two copies that really went different ways still ask, and say which is newer.

interface Saved {
  updatedAt: number;
  status: string;
}

/** The text of the backup "Export all games" makes on this page, and its one game. */
async function exportAll(page: Page): Promise<{ text: string; game: Saved }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const games = JSON.parse(text).games as Saved[];
  expect(games).toHaveLength(1);
  return { text, game: games[0]! };
}

/** When a copy was changed, as the question says it (the browser's own time format): seconds when the other changed in the same minute, the date when not today. */
function changed(page: Page, at: number, other: number): Promise<string> {
  return page.evaluate(([t, o]) => {
    const sameMinute = Math.floor(t / 60_000) === Math.floor(o / 60_000) && t !== o;
    const time = new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', ...(sameMinute ? { second: '2-digit' } : {}) });
    if (new Date(t).toDateString() === new Date().toDateString()) return time;
    const year = new Date(t).getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' as const };
    return `${new Date(t).toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...year })} ${time}`;
  }, [at, other] as const);
}

/** Imports backup text through home's "Import backup". */
async function importFile(page: Page, text: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('a game received by QR code, then the sender\'s backup: no "another version" question; a real conflict says which copy is newer', async ({ page, browser }) => {
  // The first phone: 30 rolls of five d6, too many for one code.
  await openHome(page);
  await moonDropRolls(page, 30);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.getByRole('button', { name: 'Options for Dice 1' }).click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the link that hands over “Dice 1”' })).toBeVisible();
  const note = (await page.getByTestId('qr-left-behind').textContent())!;
  const [, steps, oldest, lines] = /the undo history \((\d+) undo steps\), the (\d+) oldest rolls and the (\d+) oldest log lines\.$/.exec(note)!.map(Number);
  const link = await page.getByTestId('qr-link').inputValue();
  await page.getByRole('dialog', { name: /^QR code/ }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Options: Dice 1' }).getByRole('button', { name: 'Close' }).click();
  const sent = await exportAll(page);

  // The second phone receives the code: the newest rolls, no undo history.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await other.newPage();
  await openHome(phone);
  await phone.goto(link);
  await expect(phone).toHaveURL(/#\/g\//);
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(30 - oldest!);
  await expect(phone.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Then the sender's whole backup: the fuller copy is kept, no question, and the summary says so.
  await phone.goto('./#/');
  await importFile(phone, sent.text);
  await expect(phone.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    `Imported 0 games from "backup.json"; “Dice 1” was here with less history: it now has the file's copy, with ${steps} undo steps, the ${oldest} oldest rolls and ${lines} older log lines.`,
  );
  await expect(phone.getByRole('group', { name: /another version/ })).toHaveCount(0);
  await expectSavedGames(phone, ['Dice 1']);
  await phone.getByRole('link', { name: /Dice 1/ }).click();
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(30);
  await expect(phone.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // The code again, now that the whole game is here: nothing is added, and it says why.
  await phone.goto(link);
  await expect(phone.getByRole('status').filter({ hasText: 'already on this phone' })).toHaveText(
    `“Dice 1” is already on this phone with more history than the link carries (${steps} undo steps, the ${oldest} oldest rolls and ${lines} older log lines): nothing was added. Open it`,
  );

  // A real conflict: one more roll here, then the link and the backup again. Both ask, and say this phone's copy is newer.
  await phone.getByRole('link', { name: 'Open it' }).click();
  await phone.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(phone.getByTestId('roll-history').locator('li')).toHaveCount(31);
  await phone.getByRole('link', { name: 'Back to home' }).click();
  const mine = (await exportAll(phone)).game;
  expect(mine.status).toMatch(/^31 rolls · last block /);
  expect(mine.updatedAt).toBeGreaterThan(sent.game.updatedAt);

  await phone.goto(link);
  await expect(phone.getByRole('group', { name: /“Dice 1” is already on this phone in another version/ })).toBeVisible();
  await expect(phone.getByTestId('differ-copies')).toHaveText(
    `This phone's copy: changed ${await changed(phone, mine.updatedAt, sent.game.updatedAt)}, ${mine.status}; the link's copy: changed ${await changed(phone, sent.game.updatedAt, mine.updatedAt)}, ${sent.game.status}. ` +
      `This phone's copy is newer. What differs: different positions; this phone's copy has ${steps! + 1} more undo steps; this phone's copy has ${lines! + 1} more log lines.`,
  );

  await phone.goto('./#/');
  await importFile(phone, sent.text);
  await expect(phone.getByRole('group', { name: /Already on this device in another version: Dice 1/ })).toBeVisible();
  await expect(phone.getByTestId('differ-copies')).toHaveText(
    `This phone's copy: changed ${await changed(phone, mine.updatedAt, sent.game.updatedAt)}, ${mine.status}; the file's copy: changed ${await changed(phone, sent.game.updatedAt, mine.updatedAt)}, ${sent.game.status}. ` +
      "This phone's copy is newer. What differs: this phone's copy is 1 move further on from the same start; this phone's copy has 1 more log line.",
  );
  // Nothing changes until the player chooses.
  await expectSavedGames(phone, ['Dice 1']);
  await other.close();
});
