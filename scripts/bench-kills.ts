// `npm run bench`, kills part: what the Dice screen showed before a kill against what is on disk after
// it, and how long a tap takes to reach the screen. Runs the production build (DIST, default dist/) in
// Debian's Chromium; prints figures with their goals, asserts nothing (e2e/faults.spec.ts asserts).
// Built for Node and run by scripts/bench.mjs.
//
// "Shown" is the game log's count ("Game log (N)" less its New game line): it counts every roll the
// screen has, where the history list shows the latest 50. It is heard from the page over a CDP binding
// as it changes (e2e/kill-testkit.ts, SHOWN_RECORDER and watchShown), so the rolls shown up to the kill
// are counted, whatever the save state line says. "On disk" is the log's count after the browser is
// restarted on the same profile (after a renderer kill: in a new page of the same browser).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium } from '@playwright/test';
import { SHOWN_RECORDER, browserPid, logCount, rendererPids, shownRecord, startTapping, watchShown } from '../e2e/kill-testkit';

const PORT = Number(process.env.BENCH_KILLS_PORT ?? 4392);
const DIST = process.env.DIST ?? 'dist';
const BASE = `http://127.0.0.1:${PORT}/`;
// Runs per scenario (BENCH_KILLS_RUNS) and taps in the latency part (BENCH_LATENCY_TAPS).
const RUNS = Number(process.env.BENCH_KILLS_RUNS ?? 15);
const LATENCY_TAPS = Number(process.env.BENCH_LATENCY_TAPS ?? 200);
const LATENCY_GOAL = 50;
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const VIEW = { viewport: { width: 360, height: 780 }, baseURL: BASE };

/** One scenario's sums over its runs. */
type Tally = { runs: number; taps: number; shown: number; onDisk: number; lost: number; runsLosing: number; maxLost: number; neverOnDisk: number; failed: string[] };

/** How a run taps and how it ends: `kill` ends it and says how the rolls on disk are read back. */
type Scenario = {
  name: string;
  tap: (page: Page) => Promise<void>;
  kill: 'browser' | 'renderer';
};

const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : Number.NaN;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const roll = (p: Page) => p.getByRole('button', { name: 'Roll', exact: true });

async function startServer(): Promise<ChildProcess> {
  const server = spawn('./node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', DIST], { stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(BASE).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await pause(100);
  }
  server.kill();
  throw new Error(`vite preview of ${DIST}/ did not start on ${BASE}`);
}

/** A new Dice game in `page` with its first roll on disk (a new game is saved, and gets its address, at its first roll). */
async function newSavedGame(page: Page): Promise<string> {
  await page.goto('./');
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await page.getByRole('button', { name: /^Dice / }).click();
  await roll(page).click();
  await page.waitForURL(/#\/g\//);
  await page.waitForFunction(() => document.querySelector('[data-testid=save-state]')?.getAttribute('data-state') === 'saved', undefined, { timeout: 60_000 });
  return page.url();
}

/** A player's taps: a trusted click on Roll every 80 to 250 ms, 5 to 25 of them, then a wait of 0 to 25 ms (the kill comes while the last roll is being saved). */
async function humanTaps(page: Page): Promise<void> {
  const box = (await roll(page).boundingBox())!;
  const n = Math.floor(between(5, 26));
  for (let i = 0; i < n; i++) {
    const t = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (i < n - 1) await pause(Math.max(0, between(80, 250) - (Date.now() - t)));
  }
  await pause(between(0, 25));
}

/** Fast taps from inside the page, every 10 to 20 ms (one interval per run), for 0.2 to 2.5 s. */
async function fastTaps(page: Page): Promise<void> {
  await startTapping(page, Math.round(between(10, 20)));
  await pause(between(200, 2500));
}

const SCENARIOS: Scenario[] = [
  { name: 'SIGKILL of the browser and its processes, human pace (a trusted tap every 80-250 ms, the kill 0-25 ms after a tap)', tap: humanTaps, kill: 'browser' },
  { name: 'SIGKILL of the browser and its processes, fast taps (every 10-20 ms from inside the page, the kill 0.2-2.5 s in)', tap: fastTaps, kill: 'browser' },
  { name: 'SIGKILL of the renderers, fast taps (every 10-20 ms, the kill 0.2-2.5 s in)', tap: fastTaps, kill: 'renderer' },
];

/** A page of `ctx` that records what it shows, and what the bench has heard of it. */
async function recordedPage(ctx: BrowserContext): Promise<{ page: Page; heard: { shown: number; taps: number } }> {
  const page = await ctx.newPage();
  const heard = await watchShown(page);
  return { page, heard };
}

/** The rolls on disk of the game at `url`, read in a new page of `ctx`. */
async function rollsOnDisk(ctx: BrowserContext, url: string): Promise<number> {
  const check = await ctx.newPage();
  await check.goto(url);
  await roll(check).waitFor({ timeout: 60_000 });
  const n = (await logCount(check)) - 1;
  await check.close();
  return n;
}

/** A browser on the profile folder `dir` whose pages record what they show. */
async function openProfile(dir: string): Promise<BrowserContext> {
  const ctx = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...VIEW });
  await ctx.addInitScript(SHOWN_RECORDER);
  return ctx;
}

/**
 * Kills the browser on `dir` with all its processes at once, as a phone's system kills an app, and starts
 * it again once the killed one is gone. (Killing the browser process alone would leave its storage service
 * running a moment after it.) Playwright starts the browser as a process group's leader.
 */
async function restart(dir: string, ctx: BrowserContext, pid = browserPid(dir)): Promise<BrowserContext> {
  process.kill(-pid, 'SIGKILL');
  await ctx.close().catch(() => undefined);
  // A browser started while the killed one still holds the profile's lock hands over to it and quits.
  while (alive(pid)) await pause(20);
  return openProfile(dir);
}

/** One run: a new game, the scenario's taps, its kill, then what is on disk (and the browser to go on with). */
async function oneRun(s: Scenario, dir: string, ctx: BrowserContext): Promise<{ ctx: BrowserContext; taps: number; shown: number; onDisk: number }> {
  const { page, heard } = await recordedPage(ctx);
  const url = await newSavedGame(page);
  // Found before the taps: ps takes tens of milliseconds, which would put the kill after the write it aims at.
  const pids = s.kill === 'browser' ? [browserPid(dir)] : rendererPids(dir);
  const crashed = s.kill === 'renderer' ? page.waitForEvent('crash') : null;
  await s.tap(page);
  if (s.kill === 'browser') {
    ctx = await restart(dir, ctx, pids[0]);
  } else {
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await crashed;
    await page.close().catch(() => undefined);
  }
  // Read after the kill: every message the page sent before it has been heard.
  const { shown, taps } = heard;
  return { ctx, taps, shown, onDisk: await rollsOnDisk(ctx, url) };
}

/** Runs one scenario RUNS times on one profile. */
async function killRuns(s: Scenario): Promise<Tally> {
  const dir = await mkdtemp(join(tmpdir(), 'tm-bench-kills-'));
  const t: Tally = { runs: 0, taps: 0, shown: 0, onDisk: 0, lost: 0, runsLosing: 0, maxLost: 0, neverOnDisk: 0, failed: [] };
  let ctx = await openProfile(dir);
  try {
    for (let run = 0; run < RUNS; run++) {
      try {
        const r = await oneRun(s, dir, ctx);
        ctx = r.ctx;
        const lost = Math.max(0, r.shown - r.onDisk);
        t.runs += 1;
        t.taps += r.taps;
        t.shown += r.shown;
        t.onDisk += r.onDisk;
        t.lost += lost;
        t.neverOnDisk += Math.max(0, r.taps - r.onDisk);
        t.maxLost = Math.max(t.maxLost, lost);
        if (lost > 0) t.runsLosing += 1;
        if (process.env.BENCH_KILLS_VERBOSE) console.error(`${s.kill} run ${run + 1}: taps ${r.taps}, shown ${r.shown}, on disk ${r.onDisk}`);
      } catch (e) {
        // A run the harness could not finish (the browser did not come back, say) is reported, not counted.
        t.failed.push(e instanceof Error ? e.message.split('\n')[0]! : String(e));
        ctx = await restart(dir, ctx).catch(() => openProfile(dir));
      }
    }
  } finally {
    await ctx.close().catch(() => undefined);
    // Chromium's helpers may still be writing to the profile for a moment after the kill.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return t;
}

function tallyLines(s: Scenario, t: Tally): string[] {
  return [
    `${s.name}, ${t.runs} runs: lost ${t.lost} of ${t.shown} shown (taps ${t.taps}, on disk ${t.onDisk}); ` +
      `goal 0 lost: ${t.lost === 0 && t.runs > 0 ? 'PASS' : `FAIL (in ${t.runsLosing} runs, at most ${t.maxLost} a run)`}`,
    `  taps that never reached disk, shown or not: ${t.neverOnDisk} of ${t.taps} (the goal allows those never shown)` +
      (t.failed.length ? `; ${t.failed.length} runs could not be run: ${[...new Set(t.failed)].join(' | ')}` : ''),
  ];
}

/** Tap-to-screen: LATENCY_TAPS trusted clicks on Roll at a human pace, each from its click's event.timeStamp to the roll in the DOM. */
async function latency(): Promise<string[]> {
  const browser = await chromium.launch(LAUNCH);
  try {
    const ctx = await browser.newContext(VIEW);
    await ctx.addInitScript(SHOWN_RECORDER);
    const page = await ctx.newPage();
    await newSavedGame(page);
    const before = await shownRecord(page);
    const box = (await roll(page).boundingBox())!;
    for (let i = 0; i < LATENCY_TAPS; i++) {
      const t = Date.now();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await pause(Math.max(0, between(80, 250) - (Date.now() - t)));
    }
    await page.waitForFunction((n) => (window as unknown as { tmShown: number }).tmShown >= n, before.shown + LATENCY_TAPS, { timeout: 60_000 }).catch(() => undefined);
    const after = await shownRecord(page);
    // Tap i made roll before.shown + i + 1 (taps queue in order), first shown at shownAt[before.shown + i].
    const taps = after.tapAt.slice(before.tapAt.length);
    const times = taps.map((at, i) => (after.shownAt[before.shown + i] ?? Number.NaN) - at).filter(Number.isFinite);
    const p95 = pct(times, 95);
    return [
      `Tap-to-screen, ${taps.length} trusted taps on Roll every 80-250 ms (click's event.timeStamp to the roll in the DOM): ` +
        `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms` +
        `${times.length < taps.length ? `, ${taps.length - times.length} taps never shown` : ''}; ` +
        `goal p95 < ${LATENCY_GOAL} ms: ${p95 < LATENCY_GOAL && times.length === taps.length ? 'PASS' : 'FAIL'}`,
    ];
  } finally {
    await browser.close();
  }
}

/** Runs every kill scenario and the latency part, and returns the lines to print. */
export async function benchKills(): Promise<string[]> {
  const server = await startServer();
  const lines: string[] = [];
  try {
    for (const s of SCENARIOS) lines.push(...tallyLines(s, await killRuns(s)));
    lines.push(...(await latency()));
  } finally {
    server.kill();
  }
  return lines;
}
