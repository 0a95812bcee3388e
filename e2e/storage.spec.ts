import { expect, test } from '@playwright/test';
import { enterFaces, newDiceGame, openHome } from './helpers';

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
  await newDiceGame(page);
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
