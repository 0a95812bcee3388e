// Gzip sizes of the production build in dist/: the JS the first screen loads, each lazily
// loaded chunk, and everything the service worker precaches.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Reads dist/ and returns { initial, lazy, workers, precache } with sizes in bytes. */
export function bundleSizes(dist = 'dist') {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const closure = (keys, into = new Set()) => {
    for (const k of keys) {
      if (into.has(k)) continue;
      into.add(k);
      closure(manifest[k].imports ?? [], into);
    }
    return into;
  };
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const initialKeys = closure(entry);
  const files = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const sum = (list) => list.reduce((n, f) => n + gz(join(dist, f)), 0);
  const initialFiles = files(initialKeys);
  const initial = { files: initialFiles, gzip: sum(initialFiles) };
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const own = files([...closure([k])].filter((x) => !initialKeys.has(x)));
      return { name: manifest[k].name ?? k, files: own, gzip: sum(own) };
    });
  // Web Workers (new Worker(new URL(...))) are built apart and do not appear in the manifest.
  const workers = readdirSync(join(dist, 'assets'))
    .filter((f) => /worker.*\.js$/.test(f))
    .map((f) => ({ name: f.replace(/-[\w-]{8}\.js$/, ''), files: [`assets/${f}`], gzip: gz(join(dist, 'assets', f)) }));
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const extra = ['sw.js', ...(sw.match(/workbox-[\w-]+\.js/g) ?? [])];
  const precacheFiles = [...new Set([...urls, ...extra])].filter((f) => existsSync(join(dist, f)));
  const precache = {
    entries: urls.length,
    bytes: precacheFiles.reduce((n, f) => n + statSync(join(dist, f)).size, 0),
    gzip: sum(precacheFiles),
  };
  return { initial, lazy, workers, precache };
}
