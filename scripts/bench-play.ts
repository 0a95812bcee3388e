// `npm run bench`, play part: every tool's scripted whole game (e2e/plays/) played in Chromium at 360×640
// against the production build, counting taps, typed fields and the swipes a player would need. Prints
// figures beside the counts measured by hand before the play-flow work; e2e/flow.spec.ts asserts them.
import { type ChildProcess, spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { Player } from '../e2e/play-testkit';
import { PLAYS } from '../e2e/plays';

const PORT = Number(process.env.BENCH_PLAY_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}/`;
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

async function startServer(): Promise<ChildProcess> {
  const server = spawn('./node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    if (await fetch(BASE).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`vite preview did not start on ${BASE}`);
}

/** One line per tool: taps, typed fields and swipes of its scripted game, and the counts before. */
export async function benchPlay(): Promise<string[]> {
  const server = await startServer();
  const browser = await chromium.launch(LAUNCH);
  const lines: string[] = [];
  try {
    for (const script of PLAYS) {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, baseURL: BASE, reducedMotion: 'reduce' });
      const page = await ctx.newPage();
      try {
        await page.goto('./');
        await page.getByRole('heading', { name: 'Saved games' }).waitFor();
        const p = new Player(page);
        const t0 = performance.now();
        await script.play(p);
        const c = p.count;
        const where = c.swipedFor.length ? `; swiped for ${c.swipedFor.join(', ')}` : '';
        lines.push(
          `${script.tool}: ${c.taps} taps (${c.typed} of them into fields), ${c.swipes} swipes; before: ${script.before.taps} taps, ${script.before.swipes === null ? 'swipes not counted' : `${script.before.swipes} swipes`} (${script.before.note}); ` +
            `played in ${((performance.now() - t0) / 1000).toFixed(1)} s${where}`,
        );
      } catch (e) {
        lines.push(`${script.tool}: the scripted game failed: ${e instanceof Error ? e.message.split('\n')[0] : e}`);
        process.exitCode = 1;
      } finally {
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return lines;
}
