import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const themeLight = '#f6f3ec';
const themeDark = '#1b1d22';

/** The build mode of the simulated next version (`npm run build:next`, into `dist-next/`). */
const NEXT_MODE = 'next';

const TEXT = 'text/plain; charset=utf-8';

/** Content types of every kind of file a build holds; anything else is served as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': TEXT,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Preview-server only (never in the build): a browser carrying the cookie `tm-next=1` gets
 * every file from the simulated next version, the second build in `<outDir>-next/` (made by
 * `npm run build:next`), as if it had been deployed over this one: index.html, sw.js and
 * assets whose names all differ. A file that build lacks is a 404, as on a real server, so an
 * old page asking for its old chunks meets what a real update does to it. The update e2e
 * tests use it, because Playwright cannot intercept a service worker's own script fetch.
 */
function simulatedDeploy(): Plugin {
  return {
    name: 'tablemate:simulated-deploy',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, `${server.config.build.outDir}-next`);
      server.middlewares.use((req, res, next) => {
        if (!/(?:^|;\s*)tm-next=1(?:;|$)/.test(req.headers.cookie ?? '')) return next();
        const send = (status: number, type: string, body: string | Buffer) => {
          res.statusCode = status;
          res.setHeader('Content-Type', type);
          // The same address answers from either build depending on the cookie: never reuse an answer.
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        };
        if (!existsSync(join(root, 'index.html'))) {
          return send(503, TEXT, `No simulated next version in ${root}: run npm run build:next`);
        }
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          return send(400, TEXT, 'Bad address');
        }
        const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
        if (!file.startsWith(root + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
          return send(404, TEXT, 'Not found');
        }
        send(200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file));
      });
    },
  };
}

/** Build-time, next mode only: the banner at the top of every style sheet too, so its file name changes as well. */
function nextStyleBanner(banner: string): Plugin {
  return {
    name: 'tablemate:next-style-banner',
    enforce: 'pre',
    transform(code, id) {
      return /\.css(?:$|\?)/.test(id) ? `${banner}\n${code}` : undefined;
    },
  };
}

export default defineConfig(({ mode }) => {
  // The simulated next version differs in every chunk (a banner) and in the version Settings shows.
  const isNext = mode === NEXT_MODE;
  const banner = isNext ? `/*! Tablemate ${pkg.version}-next: simulated next version, preview only */` : undefined;
  return {
    base: './',
    define: {
      __APP_VERSION__: JSON.stringify(isNext ? `${pkg.version}-next` : pkg.version),
    },
    build: {
      target: 'es2022',
      manifest: true,
      // No modulepreload polyfill on home (about 0.4 KB gzip): every browser the es2022 target
      // runs on but a few old ones supports <link rel="modulepreload">, and there it only speeds
      // loading up; the lazy chunks and their stylesheets load the same either way.
      modulePreload: { polyfill: false },
      sourcemap: false,
      rolldownOptions: {
        output: {
          postBanner: banner,
          // Everything home loads up front in one chunk: Rolldown would otherwise split modules
          // shared with lazy chunks into extra files home must fetch too (rolldown#10731).
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    worker: {
      rolldownOptions: { output: { postBanner: banner } },
    },
    plugins: [
      simulatedDeploy(),
      banner ? nextStyleBanner(banner) : null,
      preact(),
      VitePWA({
        registerType: 'prompt',
        // main.tsx registers the worker itself through workbox-window, lazily.
        injectRegister: false,
        includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png', 'icons/games.svg'],
        manifest: {
          id: './',
          name: 'Tablemate: tabletop game companion',
          short_name: 'Tablemate',
          description:
            'Dice, score sheets and rule arithmetic for board games played with real components. Works offline.',
          lang: 'en',
          start_url: './',
          scope: './',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: themeDark,
          background_color: themeLight,
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // Every game's lazy chunk is a .js file, so the default glob precaches them all.
          cleanupOutdatedCaches: true,
          navigateFallback: 'index.html',
          // The first visit's worker takes control at once, so "open it once, then go offline" holds
          // without a second load. Later versions still wait for "Reload" (registerType 'prompt').
          clientsClaim: true,
        },
      }),
    ],
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
    },
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['scripts/vitest-setup.ts'],
      // The slowest tests take up to 13 s in a full run on this 2-core machine (the photo reader's
      // grid search; property tests against the plain scorer, whose cost varies with the seed): room
      // for a machine more than three times slower, and for a bad seed.
      testTimeout: 90_000,
      // CI also writes a JSON report, from which .ci/run prints its "N passed, N failed" line.
      reporters: process.env.CI ? ['default', 'json'] : ['default'],
      outputFile: { json: 'reports/unit.json' },
    },
  };
});
