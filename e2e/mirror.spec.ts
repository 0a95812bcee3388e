import { type Page, enterFaces, expect, expectSavedGames, newDiceGame, openHome, test } from './testkit';
import { logCount } from './kill-testkit';

// The page at /robots.txt must be the file itself (the same origin, no app on it): no service worker.
test.use({ serviceWorkers: 'block' });

const rolls = (page: Page) => page.getByTestId('roll-history').locator('li');
const saveState = (page: Page) => page.getByTestId('save-state');

/** What Tablemate's second copy (the Origin Private File System) holds: "name: log lines" per game, sorted; none when it holds nothing. */
function secondCopy(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    try {
      // Its own storage bucket where the browser has them (src/shared/storage/mirror-root.ts).
      const buckets = (navigator as unknown as { storageBuckets?: { open(n: string): Promise<{ getDirectory(): Promise<FileSystemDirectoryHandle> }> } }).storageBuckets;
      const root = buckets ? await (await buckets.open('tablemate-mirror')).getDirectory() : await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('tablemate-mirror');
      const read = async (name: string) => (await (await dir.getFileHandle(name)).getFile()).text();
      const index = JSON.parse(await read('index.json')) as { games: { name: string; file: string }[] };
      const out: string[] = [];
      for (const g of index.games) out.push(`${g.name}: ${(JSON.parse(await read(g.file)) as { log: unknown[] }).log.length}`);
      return out.sort();
    } catch {
      return [];
    }
  });
}

/** The size of the reserve beside the second copy (0 when there is none). */
function reserveSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    try {
      // Its own storage bucket where the browser has them (src/shared/storage/mirror-root.ts).
      const buckets = (navigator as unknown as { storageBuckets?: { open(n: string): Promise<{ getDirectory(): Promise<FileSystemDirectoryHandle> }> } }).storageBuckets;
      const root = buckets ? await (await buckets.open('tablemate-mirror')).getDirectory() : await navigator.storage.getDirectory();
      const dir = await root.getDirectoryHandle('tablemate-mirror');
      return (await (await dir.getFileHandle('reserve.bin')).getFile()).size;
    } catch {
      return 0;
    }
  });
}

/** Plays a Dice game of these rolls (faces entered by hand), from home; leaves its screen open. */
async function playDice(page: Page, throws: number[][]): Promise<void> {
  await newDiceGame(page);
  for (const faces of throws) await enterFaces(page, faces);
  await expect(rolls(page)).toHaveCount(throws.length);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
}

test('the browser deletes its database: every game comes back from the second copy with all its rolls, the player is told once, and a game the player deleted stays deleted', async ({ page, context }) => {
  await openHome(page);
  await playDice(page, [
    [1, 2],
    [3, 4],
    [5, 6],
  ]);
  const url = page.url();
  await page.goto('./#/');
  await playDice(page, [[2, 2]]);
  await page.goto('./#/');
  await playDice(page, [
    [6, 6],
    [1, 1],
  ]);
  await page.goto('./#/');
  await page.getByRole('button', { name: 'Options for Dice 2' }).click();
  await page.getByRole('button', { name: 'Delete game' }).click();
  await expectSavedGames(page, ['Dice 3', 'Dice 1']);
  // The copies are written in the background: the log counts its "New game" line.
  await expect.poll(() => secondCopy(page)).toEqual(['Dice 1: 4', 'Dice 3: 3']);

  // As Chromium does when it finds its database damaged (after a full disk): the whole database goes, with the app closed.
  const other = await context.newPage();
  await other.goto('./robots.txt');
  await page.close();
  await other.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const req = indexedDB.deleteDatabase('tablemate');
        req.addEventListener('success', () => done());
        req.addEventListener('error', () => fail(req.error));
      }),
  );

  await other.goto('./');
  await expect(other.getByRole('status').filter({ hasText: 'second copy' })).toHaveText(
    /^The browser lost its saved-games database \(this can happen after the disk was full\)\. 2 games were restored from Tablemate's second copy, as of \d\d:\d\d\./,
  );
  await expectSavedGames(other, ['Dice 3', 'Dice 1']);
  await other.goto(url);
  await expect(rolls(other)).toHaveCount(3);
  expect(await logCount(other)).toBe(4);
  await expect(other.getByTestId('roll-total')).toHaveText('11');
  // Undo still works on the restored game: its history came back with it.
  await other.getByRole('button', { name: 'Undo' }).first().click();
  await expect(rolls(other)).toHaveCount(2);
  await expect(saveState(other)).toHaveAttribute('data-state', 'saved');

  // Put back into IndexedDB: the next start finds the games there and says nothing.
  await other.goto('./#/');
  await other.reload();
  await expectSavedGames(other, ['Dice 1', 'Dice 3']);
  await expect(other.getByText('second copy')).toHaveCount(0);
  const stored = await other.evaluate(
    () =>
      new Promise<number>((done) => {
        const req = indexedDB.open('tablemate');
        req.addEventListener('success', () => {
          const n = req.result.transaction('games').objectStore('games').count();
          n.addEventListener('success', () => (req.result.close(), done(n.result)));
        });
      }),
  );
  // Two heads and two snapshots, at least (a journal entry per roll after the snapshot).
  expect(stored).toBeGreaterThanOrEqual(4);
});

test('a full disk (writes refused, the rescue slot never reaching the disk): a crash loses no roll, because the reserve is freed and the write lands', async ({ page, context }) => {
  // A full disk as Chromium met it on a real 40 MB disk (scripts/full-disk-run.ts): IndexedDB and file
  // writes are refused, and localStorage takes the rescue copy but never gets it to disk before a kill.
  // Removing the reserve file frees its bytes: writes up to that many then land. The switch is a cookie,
  // so that it holds across pages and the crash.
  await context.addInitScript(() => {
    let room = 0;
    const spend = (bytes: number) => {
      if (!document.cookie.includes('tm-full=1')) return;
      if (room < bytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      room -= bytes;
    };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      spend(JSON.stringify(args[0]).length);
      return put.apply(this, args);
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (document.cookie.includes('tm-full=1') && key === 'tablemate:unsaved') return;
      setItem.call(this, key, value);
    };
    const write = FileSystemWritableFileStream.prototype.write;
    FileSystemWritableFileStream.prototype.write = function (this: FileSystemWritableFileStream, data: FileSystemWriteChunkType) {
      try {
        spend(typeof data === 'string' ? data.length : data instanceof Blob ? data.size : 'byteLength' in data ? data.byteLength : 0);
      } catch (e) {
        return Promise.reject(e);
      }
      return write.call(this, data);
    };
    const removeEntry = FileSystemDirectoryHandle.prototype.removeEntry;
    FileSystemDirectoryHandle.prototype.removeEntry = async function (this: FileSystemDirectoryHandle, name: string, options?: FileSystemRemoveOptions) {
      const size = name === 'reserve.bin' ? await this.getFileHandle(name).then((h) => h.getFile()).then((f) => f.size, () => 0) : 0;
      await removeEntry.call(this, name, options);
      room += size;
    };
  });
  const diskFull = (full: boolean) => context.addCookies([{ name: 'tm-full', value: full ? '1' : '0', url: new URL(page.url()).origin }]);
  await openHome(page);
  await playDice(page, [
    [1, 1],
    [1, 2],
  ]);
  const url = page.url();
  await expect.poll(() => secondCopy(page)).toEqual(['Dice 1: 3']);
  await expect.poll(() => reserveSize(page)).toBeGreaterThanOrEqual(1024 * 1024);

  await diskFull(true);
  for (let i = 1; i <= 8; i++) {
    await enterFaces(page, [i % 6 + 1, 3]);
    await expect(rolls(page)).toHaveCount(2 + i);
  }
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  // The reserve went to the games.
  expect(await reserveSize(page)).toBe(0);
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  await diskFull(false);
  const again = await context.newPage();
  await again.goto(url);
  await expect(rolls(again)).toHaveCount(10);
  await expect(saveState(again)).toHaveAttribute('data-state', 'saved');
  // Space is back: with the next roll the reserve is made again.
  await enterFaces(again, [6, 6]);
  await expect(rolls(again)).toHaveCount(11);
  await expect.poll(() => reserveSize(again)).toBeGreaterThanOrEqual(1024 * 1024);
  await again.goto('./#/');
  await expectSavedGames(again, ['Dice 1']);
});
