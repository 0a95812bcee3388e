// A REAL full disk, by hand (root only: it mounts a tmpfs). Each run puts a fresh Chromium profile on
// its own 40 MB tmpfs, plays a Dice game (some rolls saved), fills the disk with a file, taps Roll
// more times, then kills (SIGKILL) or closes the browser (or reloads while full, frees space and taps
// once more), frees the space, starts the browser again and counts what is left. Prints, per run and
// in all: rolls kept of rolls shown, and the games home lists. Asserts nothing.
// Build and run (as root, against a production build served from --dist):
//   npx rolldown scripts/full-disk-run.ts --file node_modules/.cache/full-disk-run.mjs --platform node --external @playwright/test \
//     && node node_modules/.cache/full-disk-run.mjs --dist dist --port 4391 --runs 3 --mode kill
//   --mode kill | close | reload      what happens while the disk is full (see above)
//   --saved 3 --unsaved 8             rolls before and after the disk fills
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium } from '@playwright/test';

type Mode = 'kill' | 'close' | 'reload';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const DIST = arg('dist', 'dist');
const PORT = Number(arg('port', '4391'));
const RUNS = Number(arg('runs', '3'));
const MODE = arg('mode', 'kill') as Mode;
const SAVED = Number(arg('saved', '3'));
const UNSAVED = Number(arg('unsaved', '8'));
const SIZE = arg('size', '40m');
const BASE = `http://127.0.0.1:${PORT}/`;
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const sh = (cmd: string, args: string[], opts: { stdio?: 'ignore' } = {}) => execFileSync(cmd, args, { encoding: 'utf8', ...opts });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Fills the tmpfs at `dir` to the last byte: big blocks, then small ones, until the disk refuses. */
function fill(dir: string): void {
  const file = join(dir, 'filler');
  for (const bs of ['1M', '4k']) {
    try {
      sh('dd', ['if=/dev/zero', `of=${file}`, `bs=${bs}`, 'oflag=append', 'conv=notrunc', 'status=none'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": that is the point.
    }
  }
}

function freeSpace(dir: string): string {
  return sh('df', ['-k', '--output=avail', dir]).trim().split('\n').pop()!.trim();
}

/** The browser process (not a renderer) on the profile folder `dir`. */
function browserPid(dir: string): number {
  const line = sh('ps', ['-eo', 'pid=,args='])
    .split('\n')
    .find((l) => l.includes(`--user-data-dir=${dir}`) && !l.includes('--type='));
  if (!line) throw new Error(`no browser process runs on ${dir}`);
  return Number(line.trim().split(/\s+/)[0]);
}

async function logCount(page: Page): Promise<number> {
  const text = (await page.locator('.log summary').textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN) - 1;
}

async function waitFor(what: string, f: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await f().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const roll = (page: Page) => page.getByRole('button', { name: 'Roll', exact: true });

/** Taps Roll `n` times at a human pace, each once its roll is on screen; returns the rolls on screen. Stops, noting why, if Roll cannot be tapped. */
async function tapRolls(page: Page, n: number, notes: string[] = []): Promise<number> {
  for (let i = 0; i < n; i++) {
    const before = await logCount(page);
    const tapped = await roll(page)
      .click({ timeout: 10_000 })
      .then(() => true)
      .catch(async () => {
        // Say what the screen says instead (the game is taken as deleted, another tab has it...).
        const said = (await page.locator('.pin, [role=alert], [role=status], .tab-bar').allInnerTexts().catch(() => [])).join(' | ');
        notes.push(`Roll disabled after ${i} of ${n} taps; the screen says: ${said.replace(/\s+/g, ' ').slice(0, 300)}`);
        return false;
      });
    if (!tapped) break;
    await waitFor('the roll on screen', async () => (await logCount(page)) > before);
    await sleep(250);
  }
  return logCount(page);
}

async function homeGames(page: Page): Promise<string[]> {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await waitFor('the list', async () => (await page.getByText('Loading saved games…').count()) === 0);
  return page.locator('main a.game-open').allTextContents();
}

/** What Tablemate's second copy holds (the index's games, the files in its folder), or why it cannot be read. */
const secondCopy = (page: Page) =>
  page.evaluate(async () => {
    try {
      // Its own storage bucket where the browser has them (src/shared/storage/mirror-root.ts).
      const buckets = (navigator as unknown as { storageBuckets?: { open(n: string): Promise<{ getDirectory(): Promise<FileSystemDirectoryHandle> }> } }).storageBuckets;
      const root = (buckets ? await buckets.open('tablemate-mirror').then((b) => b.getDirectory(), () => null) : null) ?? (await navigator.storage.getDirectory());
      const dir = await root.getDirectoryHandle('tablemate-mirror');
      const files: string[] = [];
      for await (const [name, h] of dir as unknown as AsyncIterable<[string, FileSystemFileHandle]>) files.push(`${name} ${(await h.getFile()).size}`);
      const index = await (await (await dir.getFileHandle('index.json')).getFile()).text().catch((e: unknown) => String(e));
      return `files: ${files.join(', ')}; index: ${index.slice(0, 200)}`;
    } catch (e) {
      return `none (${String(e)})`;
    }
  });

const alerts = (page: Page) => page.locator('[role=alert], [role=status]').allTextContents();

interface Run {
  shown: number;
  kept: number;
  games: number;
  saveState: string;
  notes: string[];
}

async function oneRun(n: number): Promise<Run> {
  const mnt = `/tmp/tm-full-disk-${process.pid}-${n}`;
  mkdirSync(mnt, { recursive: true });
  sh('mount', ['-t', 'tmpfs', '-o', `size=${SIZE}`, 'tmpfs', mnt]);
  const profile = join(mnt, 'profile');
  const open = (): Promise<BrowserContext> => chromium.launchPersistentContext(profile, { ...LAUNCH, viewport: { width: 360, height: 780 }, baseURL: BASE });
  const notes: string[] = [];
  try {
    let ctx = await open();
    let page = ctx.pages()[0] ?? (await ctx.newPage());
    await homeGames(page);
    // A second game that nobody touches: does the whole database survive?
    await page.getByRole('button', { name: /^Dice / }).click();
    await roll(page).click();
    await waitFor('the first game saved', async () => (await page.getByTestId('save-state').getAttribute('data-state')) === 'saved');
    await homeGames(page);
    await page.getByRole('button', { name: /^Dice / }).click();
    await roll(page).click();
    await waitFor('a saved address', async () => page.url().includes('#/g/'));
    const url = page.url();
    await tapRolls(page, SAVED - 1);
    await waitFor('saved', async () => (await page.getByTestId('save-state').getAttribute('data-state')) === 'saved');
    // The app's background copies (if any) are written some hundreds of ms after the last save.
    await sleep(3000);

    notes.push(`second copy before the disk fills: ${await secondCopy(page)}`);
    fill(mnt);
    notes.push(`free after fill: ${freeSpace(mnt)} KB`);
    let shown = await tapRolls(page, UNSAVED, notes);
    await sleep(1500);
    const state = (await page.getByTestId('save-state').textContent()) ?? '';
    notes.push(`while full: "${state}"; ${(await alerts(page)).join(' | ').slice(0, 120)}`);

    notes.push(`second copy before the end: ${await secondCopy(page)}`);
    if (MODE === 'reload') {
      await page.reload();
      await roll(page).waitFor();
      notes.push(`after a reload while full: ${await logCount(page)} rolls on screen`);
      rmSync(join(mnt, 'filler'));
      shown = await tapRolls(page, 1, notes);
      await sleep(2000);
      await ctx.close();
    } else if (MODE === 'kill') {
      process.kill(browserPid(profile), 'SIGKILL');
      await ctx.close().catch(() => undefined);
    } else {
      await ctx.close();
    }
    rmSync(join(mnt, 'filler'), { force: true });
    // Chromium's helpers may still be going for a moment after a kill.
    await sleep(1000);

    ctx = await open();
    page = ctx.pages()[0] ?? (await ctx.newPage());
    const games = await homeGames(page);
    await sleep(1000);
    notes.push(`second copy on start: ${await secondCopy(page)}`);
    const said = await alerts(page);
    if (said.length) notes.push(`on start: ${said.join(' | ').slice(0, 200)}`);
    let kept = 0;
    let saveState = '';
    await page.goto(url);
    const opened = await Promise.race([roll(page).waitFor().then(() => true), page.getByRole('alert').waitFor().then(() => false)]).catch(() => false);
    if (opened) {
      kept = await logCount(page);
      saveState = (await page.getByTestId('save-state').textContent()) ?? '';
    } else notes.push(`the game: ${(await alerts(page)).join(' | ').slice(0, 120)}`);
    await ctx.close();
    return { shown, kept, games: games.length, saveState, notes };
  } finally {
    await sleep(500);
    try {
      sh('umount', ['-l', mnt]);
    } catch (e) {
      console.error(`umount ${mnt}: ${String(e)}`);
    }
    rmSync(mnt, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.getuid?.() !== 0) throw new Error('needs root (it mounts a tmpfs)');
  const server: ChildProcess = spawn('./node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST], { stdio: 'ignore' });
  try {
    await waitFor('the preview server', async () => (await fetch(BASE)).ok);
    let shown = 0;
    let kept = 0;
    const lines: string[] = [];
    for (let n = 1; n <= RUNS; n++) {
      const r = await oneRun(n);
      shown += r.shown;
      kept += Math.min(r.kept, r.shown);
      const line = `run ${n} (${MODE}): ${r.kept} of ${r.shown} rolls kept, ${r.games} of 2 games listed, game says "${r.saveState}".\n  ${r.notes.join('\n  ')}`;
      console.log(line);
      lines.push(line);
    }
    const total = `${DIST}, ${MODE}, ${RUNS} runs: ${shown - kept} of ${shown} rolls shown lost`;
    console.log(total);
    writeFileSync(`/tmp/full-disk-run-${MODE}.txt`, [...lines, total].join('\n') + '\n');
  } finally {
    server.kill();
  }
}

await main();
