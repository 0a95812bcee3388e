// `npm run bench`: bundle sizes of the production build, then every engine's timings.
// Each game may have src/games/<game>/engine/bench.ts exporting bench(now, collector) => lines or a promise of them (and
// src/games/<game>/scan/bench.ts: Moon Drop's photo reader).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { build } from 'vite';
import { bundleSizes } from './bundle-sizes.mjs';

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

const sizes = bundleSizes();
console.log('Bundle sizes (gzip -9)');
console.log(`  initial JS (home screen): ${kb(sizes.initial.gzip)}  [${sizes.initial.files.join(', ')}]`);
for (const c of sizes.lazy) console.log(`  lazy chunk ${c.name}: ${kb(c.gzip)}  [${c.files.join(', ')}]`);
for (const w of sizes.workers) console.log(`  worker ${w.name}: ${kb(w.gzip)}  [${w.files.join(', ')}]`);
console.log(`  precache: ${sizes.precache.entries} entries, ${kb(sizes.precache.bytes)} raw, ${kb(sizes.precache.gzip)} gzip (incl. service worker)`);

// The collector's pauses, for benches that tell their own time from the collector's (Moon Drop's
// Collector): node reports each as a gc entry once the event loop turns.
const collections = [];
new PerformanceObserver((list) => collections.push(...list.getEntries())).observe({ entryTypes: ['gc'] });
const collector = {
  settled: () => new Promise((done) => setTimeout(done, 100)),
  pausedBetween(from, to) {
    let total = 0;
    for (const e of collections) total += Math.max(0, Math.min(to, e.startTime + e.duration) - Math.max(from, e.startTime));
    return total;
  },
};

const games = readdirSync('src/games', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => ['engine', 'scan'].filter((part) => existsSync(join('src/games', d.name, part, 'bench.ts'))).map((part) => join(d.name, part)));
const out = resolve('dist-bench');
rmSync(out, { recursive: true, force: true });
console.log('\nEngine timings (this machine, single thread)');
if (games.length === 0) console.log('  no engine benchmarks yet');
for (const game of games) {
  try {
    await benchGame(game);
  } catch (e) {
    console.log(`  ${game}: bench failed: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 1;
  }
}

// The replay every game gets as it is opened, imported or received (src/app/replay.ts).
console.log('\nReplay on open (a full undo list, this machine, single thread)');
try {
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: 'src/app/replay-bench.ts',
      outDir: join(out, 'replay'),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } },
    },
  });
  const { benchReplay } = await import(pathToFileURL(join(out, 'replay', 'bench.mjs')).href);
  for (const line of benchReplay(() => performance.now())) console.log(`  ${line}`);
} catch (e) {
  console.log(`  replay bench failed: ${e instanceof Error ? e.stack : e}`);
  process.exitCode = 1;
}

// Storage: what a tap costs on disk, what two tabs and killed browsers keep, how fast games open
// (the production build in Chromium; BENCH_KILL_RUNS sets the number of kills, 40 by default).
console.log('\nStorage (production build in Chromium, this machine)');
try {
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: 'scripts/bench-storage.ts',
      outDir: join(out, 'storage'),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } },
    },
  });
  const { benchStorage } = await import(pathToFileURL(join(out, 'storage', 'bench.mjs')).href);
  for (const line of await benchStorage()) console.log(`  ${line}`);
} catch (e) {
  console.log(`  storage bench failed: ${e instanceof Error ? e.stack : e}`);
  process.exitCode = 1;
}
// Kills: rolls the Dice screen showed before a SIGKILL (browser at a human pace and at fast taps, renderers)
// against those on disk after it, and tap-to-screen (scripts/bench-kills.ts; BENCH_KILLS_RUNS runs each, 15 by default).
console.log('\nKills and tap-to-screen (production build in Chromium, this machine)');
try {
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: 'scripts/bench-kills.ts',
      outDir: join(out, 'kills'),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } },
    },
  });
  const { benchKills } = await import(pathToFileURL(join(out, 'kills', 'bench.mjs')).href);
  for (const line of await benchKills()) console.log(`  ${line}`);
} catch (e) {
  console.log(`  kills bench failed: ${e instanceof Error ? e.stack : e}`);
  process.exitCode = 1;
}
// Play flow: each tool's scripted whole game at 360×640 (e2e/plays/): taps and the swipes a player would need.
console.log('\nPlay flow (scripted whole games, production build in Chromium at 360×640)');
try {
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: 'scripts/bench-play.ts',
      outDir: join(out, 'play'),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } },
    },
  });
  const { benchPlay } = await import(pathToFileURL(join(out, 'play', 'bench.mjs')).href);
  for (const line of await benchPlay()) console.log(`  ${line}`);
} catch (e) {
  console.log(`  play bench failed: ${e instanceof Error ? e.stack : e}`);
  process.exitCode = 1;
}
rmSync(out, { recursive: true, force: true });

async function benchGame(game) {
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: join('src/games', game, 'bench.ts'),
      outDir: join(out, game),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } },
    },
  });
  const mod = await import(pathToFileURL(join(out, game, 'bench.mjs')).href);
  for (const line of await mod.bench(() => performance.now(), collector)) console.log(`  ${line}`);
}
