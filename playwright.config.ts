import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

// Another port and build folder let several checkouts or workers test side by side. The update
// tests also need the simulated next version beside the build folder: `<E2E_DIST>-next`.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

// Limits leave room for a machine three times slower than the 2-core one the suite was
// timed on (the longest scenario took about 55 s there alone and 100 s beside other work; a single wait under 5 s): every wait
// follows what it waits for, so a fast machine never waits for the limit.
export default defineConfig({
  testDir: 'e2e',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    // Reveals then scroll at once, so the play-flow check (e2e/flow-testkit.ts) reads where they land, not a glide.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
});
