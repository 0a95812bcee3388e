import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const themeLight = '#f6f3ec';
const themeDark = '#1b1d22';

/**
 * Preview-server only (never in the build): a browser carrying the cookie `tm-next-sw=1`
 * is served a byte-changed sw.js, as if a new version had been deployed. The update e2e
 * test uses it, because Playwright cannot intercept a service worker's own script fetch.
 */
function simulatedDeploy(): Plugin {
  return {
    name: 'tablemate:simulated-deploy',
    configurePreviewServer(server) {
      const sw = resolve(server.config.root, server.config.build.outDir, 'sw.js');
      server.middlewares.use((req, res, next) => {
        if (!req.url?.endsWith('/sw.js') || !/(?:^|;\s*)tm-next-sw=1/.test(req.headers.cookie ?? '')) return next();
        const body = readFileSync(sw, 'utf8');
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(`${body}\n// simulated next version\n`);
      });
    },
  };
}

export default defineConfig({
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  plugins: [
    simulatedDeploy(),
    preact(),
    VitePWA({
      registerType: 'prompt',
      // main.tsx registers the worker itself through workbox-window, lazily.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
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
    // CI also writes a JSON report, from which .ci/run prints its "N passed, N failed" line.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
  },
});
