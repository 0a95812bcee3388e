// `npm run bench`, storage part: what a tap costs on disk, what tabs and kills keep, how fast
// saved games open. Runs the production build in Debian's Chromium; prints figures, asserts
// nothing (the fault tests in e2e/ assert). Built for Node and run by scripts/bench.mjs.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test';
import { DURABLE_RECORDER, browserPid, logCount, startTapping } from '../e2e/kill-testkit';
import { backupOf, deepUndoGame, diceGame, longCam8Game } from './bench-records';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}/`;
const KILL_RUNS = Number(process.env.BENCH_KILL_RUNS ?? 40);
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const VIEW = { viewport: { width: 360, height: 780 }, baseURL: BASE };

/** Counts every IndexedDB write: when each read-write transaction starts and completes, and the JSON size of what it puts. */
const WRITE_RECORDER = `(() => {
  window.tmTx = [];
  const tx = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const t = tx.apply(this, args);
    if (t.mode === 'readwrite') {
      const rec = { start: performance.now(), end: 0, bytes: 0 };
      window.tmTx.push(rec);
      t.tmRec = rec;
      t.addEventListener('complete', () => (rec.end = performance.now()));
      t.addEventListener('abort', () => (rec.end = -1));
    }
    return t;
  };
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (v, k) {
    const rec = this.transaction.tmRec;
    if (rec) rec.bytes += (JSON.stringify(v) || '').length + (JSON.stringify(k) || '').length;
    return put.call(this, v, k);
  };
})();`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : Number.NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const kb = (x: number) => (x >= 1024 ? `${(x / 1024).toFixed(1)} KB` : `${Math.round(x)} B`);
const median = (xs: number[]) => pct(xs, 50);

async function startServer(): Promise<ChildProcess> {
  const server = spawn('./node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(BASE).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`vite preview did not start on ${BASE}`);
}

async function openHome(page: Page): Promise<void> {
  await page.goto('./');
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes('Loading saved games…'));
}

/** Waits until the open game's changes are all on disk. */
// Nothing waiting to be written: the game is saved, or not started yet (a new game is saved at its first move).
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => ['saved', 'draft'].includes(document.querySelector('[data-testid=save-state]')?.getAttribute('data-state') ?? ''), undefined, { timeout: 120_000 });
}

async function importBackup(page: Page, text: string): Promise<void> {
  await openHome(page);
  await page.getByTestId('import-file').setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('status').filter({ hasText: /Imported \d+ game/ }).waitFor({ timeout: 120_000 });
}

/**
 * Taps the buttons named `names` in turn, `n` times, one every `every` ms (from inside the page),
 * and reads what each tap wrote: the bytes of the writes in between, and the time from the tap
 * to the end of the first write that started after it.
 */
async function tapCost(page: Page, names: string[], n: number, every: number): Promise<{ bytes: number[]; mean: number; toDisk: number[]; toStart: number[] }> {
  await settled(page);
  const from = await page.evaluate(() => (window as unknown as { tmTx: unknown[] }).tmTx.length);
  const taps = await page.evaluate(
    async (o) => {
      const at: number[] = [];
      for (let i = 0; i < o.n; i++) {
        const name = o.names[i % o.names.length]!;
        at.push(performance.now());
        [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name)!.click();
        await new Promise((r) => setTimeout(r, o.every));
      }
      return at;
    },
    { names, n, every },
  );
  await settled(page);
  const tx = (await page.evaluate((f) => (window as unknown as { tmTx: { start: number; end: number; bytes: number }[] }).tmTx.slice(f), from)).filter((t) => t.end > 0);
  const toDisk = taps.map((t) => (tx.find((w) => w.start >= t)?.end ?? Number.NaN) - t).filter(Number.isFinite);
  const toStart = taps.map((t) => (tx.find((w) => w.start >= t)?.start ?? Number.NaN) - t).filter(Number.isFinite);
  const bytes = taps.map((t, i) => tx.filter((w) => w.start >= t && w.start < (taps[i + 1] ?? Infinity)).reduce((s, w) => s + w.bytes, 0));
  return { bytes, mean: bytes.reduce((s, b) => s + b, 0) / bytes.length, toDisk, toStart };
}

function costLine(what: string, c: { bytes: number[]; mean: number; toDisk: number[]; toStart: number[] }): string {
  return (
    `${what}: bytes per tap median ${kb(median(c.bytes))}, mean ${kb(c.mean)} (with compactions), max ${kb(Math.max(...c.bytes))}; ` +
    `tap-to-disk median ${ms(median(c.toDisk))}, p95 ${ms(pct(c.toDisk, 95))}, max ${ms(Math.max(...c.toDisk))} ` +
    `(of which before the write starts: median ${ms(median(c.toStart))}, p95 ${ms(pct(c.toStart, 95))}; ${c.toDisk.length} taps)`
  );
}

async function tapCosts(browser: Browser): Promise<string[]> {
  const out: string[] = [];
  const fresh = async () => {
    const ctx = await browser.newContext(VIEW);
    const page = await ctx.newPage();
    await page.addInitScript(WRITE_RECORDER);
    return { ctx, page };
  };
  // A 10-roll and a 500-roll Dice game, both rolled through the screen.
  for (const rolls of [10, 500]) {
    const { ctx, page } = await fresh();
    await openHome(page);
    await page.getByRole('button', { name: /^Dice / }).click();
    await page.getByRole('button', { name: 'Roll', exact: true }).waitFor();
    await tapCost(page, ['Roll'], rolls, 5);
    out.push(costLine(`Dice, ${rolls} rolls`, await tapCost(page, ['Roll'], 60, 150)));
    await ctx.close();
  }
  // A long CAM 8 game (6 whales, full undo history and log), imported, then the Feral tracker tapped.
  const { ctx, page } = await fresh();
  const cam8 = longCam8Game('bench-cam8', 3000);
  await importBackup(page, backupOf([cam8]));
  await page.goto(`./#/g/${cam8.id}`);
  await page.getByRole('button', { name: 'Feral Hamsters up one' }).waitFor();
  out.push(costLine(`CAM 8, long game (${kb(JSON.stringify(cam8).length)} record)`, await tapCost(page, ['Feral Hamsters up one', 'Feral Hamsters down one'], 60, 150)));
  await ctx.close();
  return out;
}

/** Time from navigation to a condition in the page, as the page measures it. */
async function timeTo(page: Page, go: () => Promise<unknown>, done: () => boolean): Promise<number> {
  await go();
  const handle = await page.waitForFunction(done, undefined, { timeout: 120_000, polling: 'raf' });
  await handle.dispose();
  return page.evaluate(() => performance.now());
}

const listed = () => document.querySelectorAll('.game-list li').length >= 50;

async function openTimes(browser: Browser): Promise<string[]> {
  const out: string[] = [];
  const ctx = await browser.newContext(VIEW);
  const page = await ctx.newPage();
  const games = Array.from({ length: 50 }, (_, i) => diceGame(`bench-home-${i}`, `Evening ${i + 1}`, 100));
  await importBackup(page, backupOf(games));
  const home: number[] = [];
  for (let i = 0; i < 5; i++) home.push(await timeTo(page, () => page.reload(), listed));
  out.push(`Home with 50 saved games (100 rolls each): listed ${ms(median(home))} after navigation (median of 5; min ${ms(Math.min(...home))}, max ${ms(Math.max(...home))})`);

  // The same 50 games stored whole, as versions before this one stored them.
  const legacy = await browser.newContext(VIEW);
  const lp = await legacy.newPage();
  await openHome(lp);
  await lp.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tablemate');
        req.addEventListener('success', () => {
          const tx = req.result.transaction('games', 'readwrite');
          for (const r of records) tx.objectStore('games').put(r, r.id);
          tx.addEventListener('complete', () => resolve());
          tx.addEventListener('error', () => reject(tx.error));
        });
      }),
    games,
  );
  const old: number[] = [];
  for (let i = 0; i < 5; i++) old.push(await timeTo(lp, () => lp.reload(), listed));
  out.push(`Home with the same 50 games stored whole (version 2 records): listed ${ms(median(old))} (median of 5)`);
  await legacy.close();

  const deep = deepUndoGame('bench-deep', 20_000);
  const t0 = Date.now();
  await importBackup(page, backupOf([deep]));
  out.push(`Importing a game with 20,000 undo steps (${kb(JSON.stringify(deep).length)} backup): ${Date.now() - t0} ms, checks included`);
  await page.addInitScript(WRITE_RECORDER);
  const opened: number[] = [];
  for (let i = 0; i < 3; i++) {
    opened.push(
      await timeTo(
        page,
        () => page.goto(`./#/g/${deep.id}`).then(() => page.reload()),
        () => !!document.querySelector('[data-testid=roll-total]'),
      ),
    );
  }
  out.push(`Opening that game: ready ${ms(median(opened))} after navigation (median of 3)`);
  const first = await tapCost(page, ['Roll'], 1, 50);
  out.push(`Its first roll (folds 19,801 undo steps into the start): tap-to-disk ${ms(first.toDisk[0]!)}, ${kb(first.bytes[0]!)} written`);
  await ctx.close();
  return out;
}

const rollsIn = (page: Page) => logCount(page).then((n) => n - 1);
const roll = (p: Page) => p.getByRole('button', { name: 'Roll', exact: true });

/** Takes the open game in this tab ("Use it here" when another tab has it). */
async function take(p: Page): Promise<void> {
  const b = p.getByRole('button', { name: 'Use it here' });
  if (await b.isVisible()) await b.click();
  await p.waitForFunction(() => !(document.querySelector('.game-body') as HTMLFieldSetElement | null)?.disabled);
}

async function twoTabs(browser: Browser): Promise<string[]> {
  const out: string[] = [];

  // Alternating taps: each tab takes the game and rolls, five times each.
  let ctx = await browser.newContext(VIEW);
  let a = await ctx.newPage();
  await openHome(a);
  await a.getByRole('button', { name: /^Dice / }).click();
  // A new game is saved (and gets its address) at its first roll.
  await roll(a).click();
  await a.waitForURL(/#\/g\//);
  const url = a.url();
  let b = await ctx.newPage();
  await b.goto(url);
  let shown = 1; // the first roll, which saved the game
  for (let k = 0; k < 10; k++) {
    const tab = k % 2 ? b : a;
    await take(tab);
    await roll(tab).click();
    shown += 1;
    await tab.waitForFunction((n) => document.querySelector('.log summary')?.textContent?.includes(`(${n + 1})`), shown);
  }
  await settled(b);
  await a.reload();
  await roll(a).waitFor();
  out.push(`Two tabs, alternating taps (5 each, after the first roll that saved the game): ${shown} shown as done, ${await rollsIn(a)} kept after a reload`);

  // A rename in one tab while the other plays.
  await a.close();
  a = await ctx.newPage();
  await openHome(a);
  await take(b);
  for (let i = 0; i < 3; i++) await roll(b).click();
  await a.getByRole('button', { name: /^Options for / }).click();
  await a.getByLabel('Name').fill('Renamed in tab A');
  await a.getByRole('button', { name: 'Save name' }).click();
  for (let i = 0; i < 3; i++) await roll(b).click();
  await settled(b);
  await b.reload();
  await roll(b).waitFor();
  const name = await b.getByRole('heading', { level: 1 }).textContent();
  out.push(`Two tabs, a rename in one while the other rolls 3 + 3: ${shown + 6} shown, ${await rollsIn(b)} kept, name after a reload "${name}"`);

  // A delete in one tab while the other has the game open.
  await a.reload();
  await a.getByRole('button', { name: /^Options for / }).click();
  await a.getByRole('button', { name: 'Delete game' }).click();
  await b.getByText('This game was deleted in another tab.').waitFor();
  const blocked = await roll(b).isDisabled();
  await a.reload();
  await openHome(a);
  const left = await a.locator('.game-list li').count();
  out.push(`Two tabs, a delete in one: the other's Roll ${blocked ? 'is disabled' : 'stays enabled'}; saved games left after a reload: ${left}`);
  await ctx.close();

  // A stale tab: no Web Locks, no news from other tabs.
  ctx = await browser.newContext(VIEW);
  a = await ctx.newPage();
  await openHome(a);
  await a.getByRole('button', { name: /^Dice / }).click();
  await roll(a).click();
  await a.waitForURL(/#\/g\//);
  await settled(a);
  b = await ctx.newPage();
  await b.addInitScript(() => {
    Object.defineProperty(navigator, 'locks', { value: undefined });
    Object.defineProperty(window, 'BroadcastChannel', { value: undefined });
  });
  await b.goto(a.url());
  await roll(b).waitFor();
  for (let i = 0; i < 10; i++) await roll(a).click();
  await settled(a);
  await b.getByRole('radio', { name: 'Real dice' }).click();
  const refused = await b
    .getByText('This game was changed in another tab')
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  await a.reload();
  await roll(a).waitFor();
  out.push(`A stale tab switching to real dice after 10 rolls elsewhere: ${refused ? 'refused with a message' : 'NOT refused'}; rolls kept ${await rollsIn(a)} of 11`);
  await ctx.close();
  return out;
}

async function kills(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tm-bench-kill-'));
  const open = (): Promise<BrowserContext> => chromium.launchPersistentContext(dir, { ...LAUNCH, ...VIEW });
  let shownSaved = 0;
  let kept = 0;
  let lost = 0;
  let runsLosing = 0;
  try {
    for (let run = 0; run < KILL_RUNS; run++) {
      const ctx = await open();
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await page.addInitScript(DURABLE_RECORDER);
      await openHome(page);
      await page.getByRole('button', { name: /^Dice / }).click();
      // A new game is saved (and gets its address) at its first roll.
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      await page.waitForURL(/#\/g\//);
      const url = page.url();
      await startTapping(page, 20);
      // A random moment between 0.2 and 2.5 s of fast taps.
      const wait = 200 + Math.random() * 2300;
      await page.waitForFunction((t) => performance.now() > t, (await page.evaluate(() => performance.now())) + wait, { polling: 50 });
      // Read just before the kill: taps go on until it, so more may be kept than was shown as saved.
      const durable = await page.evaluate(() => (window as unknown as { tmDurable: number }).tmDurable);
      process.kill(browserPid(dir), 'SIGKILL');
      await ctx.close().catch(() => undefined);
      const again = await open();
      const check = again.pages()[0] ?? (await again.newPage());
      await check.goto(url);
      await check.getByRole('button', { name: 'Roll', exact: true }).waitFor();
      const n = await rollsIn(check);
      await again.close();
      shownSaved += durable;
      kept += n;
      if (n < durable) {
        lost += durable - n;
        runsLosing += 1;
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return [
    `SIGKILL of the browser during taps every 20 ms, ${KILL_RUNS} runs at random moments: ${shownSaved} rolls shown as saved just before the kills, ${kept} kept after them, ${lost} lost (in ${runsLosing} runs)`,
  ];
}

/** Runs every storage measurement and returns the lines to print. */
export async function benchStorage(): Promise<string[]> {
  const server = await startServer();
  const browser = await chromium.launch(LAUNCH);
  const lines: string[] = [];
  try {
    for (const part of [tapCosts, openTimes, twoTabs]) lines.push(...(await part(browser)));
    await browser.close();
    lines.push(...(await kills()));
  } finally {
    await browser.close().catch(() => undefined);
    server.kill();
  }
  return lines;
}

/** Only the tap costs (for a quick look while tuning). */
export async function benchTapsOnly(): Promise<string[]> {
  const server = await startServer();
  const browser = await chromium.launch(LAUNCH);
  try {
    return await tapCosts(browser);
  } finally {
    await browser.close();
    server.kill();
  }
}
