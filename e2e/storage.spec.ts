import { type Page, editedDiceRecord, enterFaces, expect, expectSavedGames, newDiceGame, openHome, startDiceGame, test } from './testkit';

test('without IndexedDB the app says games are not being saved, and keeps working in memory', async ({ page }) => {
  await page.addInitScript(() => {
    indexedDB.open = () => {
      throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
    };
  });
  await openHome(page);
  await expect(page.getByRole('alert')).toContainText('Not saving on this device.');
  await expect(page.getByRole('alert')).toContainText('IndexedDB is unavailable');
  await newDiceGame(page);
  await enterFaces(page, [4, 4]);
  await expect(page.getByTestId('roll-total')).toHaveText('8');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('link', { name: /Dice 1/ })).toBeVisible();
});

test('a failed write (storage full) is reported, the roll stays on screen, and it is saved once space is back', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { failWrites: boolean };
    w.failWrites = false;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (w.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await openHome(page);
  await newDiceGame(page);
  await enterFaces(page, [1, 1]);
  await page.evaluate(() => ((window as unknown as { failWrites: boolean }).failWrites = true));
  await enterFaces(page, [2, 2]);
  await expect(page.getByRole('alert')).toContainText('Latest changes not saved.');
  await expect(page.getByRole('alert')).toContainText('out of storage space');
  await expect(page.getByTestId('roll-total')).toHaveText('4');

  await page.evaluate(() => ((window as unknown as { failWrites: boolean }).failWrites = false));
  await enterFaces(page, [3, 3]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('roll-total')).toHaveText('6');
});

test('an unreadable stored record is listed apart, kept, and does not break the list', async ({ page }) => {
  await openHome(page);
  await startDiceGame(page);
  await page.goto('./#/');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tablemate');
        req.addEventListener('success', () => {
          const tx = req.result.transaction('games', 'readwrite');
          tx.objectStore('games').put({ id: 'broken', kind: 'dice', name: 'Half-written', v: 2 }, 'broken');
          tx.addEventListener('complete', () => resolve());
          tx.addEventListener('error', () => reject(tx.error));
        });
      }),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: /Dice 1/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unreadable saved data' })).toBeVisible();
  await expect(page.locator('.damaged')).toContainText('broken: its dates are not valid times.');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download raw data' }).click()]);
  expect(download.suggestedFilename()).toBe('tablemate-unreadable-broken.json');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unreadable saved data' })).toBeVisible();

  // Opened by its address, it says it is damaged (not "not on this device"), and stays.
  await page.goto('./#/g/broken');
  await expect(page.getByRole('alert')).toContainText("This game's saved data cannot be read: its dates are not valid times. It is kept as it was");
  await page.goto('./#/');
  await expect(page.getByRole('heading', { name: 'Unreadable saved data' })).toBeVisible();
});

/** Puts a value straight into the games store, as an older version of the app (or damage) left it. */
async function storeRaw(page: Page, key: string | number, value: unknown): Promise<void> {
  const row: [string | number, string] = [key, JSON.stringify(value)];
  await page.evaluate(
    ([k, json]) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tablemate');
        req.addEventListener('success', () => {
          const tx = req.result.transaction('games', 'readwrite');
          tx.objectStore('games').put(JSON.parse(json), k);
          tx.addEventListener('complete', () => resolve());
          tx.addEventListener('error', () => reject(tx.error));
        });
      }),
    row,
  );
}

test('a game saved whole by an older version opens, plays on, and survives reloads in the new format', async ({ page }) => {
  await openHome(page);
  const pool = { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 };
  const state = {
    pool,
    mode: 'real',
    rolls: [{ at: 1, pool, dice: [{ sides: 6, face: 2, mod: 0, result: 2, group: 0 }, { sides: 6, face: 3, mod: 0, result: 3, group: 0 }], total: 5, source: 'real' }],
  };
  const old = { v: 2, id: 'from-2025', kind: 'dice', name: 'From the old app', createdAt: 1, updatedAt: 2, stateVersion: 1, timeline: { base: state, past: [], future: [], present: state }, log: [{ at: 1, text: 'Rolled 2d6 (real dice): 2+3 = 5' }] };
  await storeRaw(page, 'from-2025', old);
  await page.reload();
  await expectSavedGames(page, ['From the old app']);
  await page.getByRole('link', { name: /From the old app/ }).click();
  await expect(page.getByTestId('roll-total')).toHaveText('5');
  await enterFaces(page, [6, 6]);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const stored = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const req = indexedDB.open('tablemate');
        req.addEventListener('success', () => {
          const get = req.result.transaction('games').objectStore('games').get('from-2025');
          get.addEventListener('success', () => resolve(get.result));
        });
      }),
  );
  expect(stored).toMatchObject({ v: 3, id: 'from-2025', name: 'From the old app', rev: 1 });
  await page.reload();
  await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('roll-total')).toHaveText('12');
});

test('a saved game whose steps do not make its position says which and why when opened, and stays as it was', async ({ page }) => {
  await openHome(page);
  const edited = editedDiceRecord();
  await storeRaw(page, 'edited', edited);
  await page.reload();
  await page.getByRole('link', { name: /Edited/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This game cannot be opened: its 1 step, replayed, does not reach its position (rolls[0].dice[1].face: 6 replayed, 5 stored). It is kept as it was.',
  );
  const stored = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const req = indexedDB.open('tablemate');
        req.addEventListener('success', () => {
          const get = req.result.transaction('games').objectStore('games').get('edited');
          get.addEventListener('success', () => resolve(get.result));
        });
      }),
  );
  expect(stored).toEqual(edited);
});

test('an unreadable value under a key that is not a string can be deleted for good', async ({ page }) => {
  await openHome(page);
  await storeRaw(page, 42, 'left by something else');
  await page.reload();
  await expect(page.locator('.damaged')).toContainText('42: it is not stored under a game id.');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.damaged')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No saved games yet. Start one below.')).toBeVisible();
  await expect(page.locator('.damaged')).toHaveCount(0);
});

test('a roll tapped just before the tab reloads is kept (the write commits at once)', async ({ page }) => {
  await openHome(page);
  await newDiceGame(page);
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  for (let k = 1; k <= 5; k++) {
    await roll.click();
    await page.reload();
    await expect(page.getByTestId('roll-history').locator('li')).toHaveCount(k);
  }
});
