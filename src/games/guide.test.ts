import { describe, expect, it } from 'vitest';
import { GAMES } from './registry';
import type { GameGuide } from './types';

const SEEDS: Record<string, string> = { cam8: '000_fb00882d1845bb54.txt', cellular: '001_a13321228daff524.txt', geyser: '002_8fa28e7a834e096b.txt', moondrop: '003_3ba33562e11bbc2c.txt', crackers: '004_96ad7e12366a36d4.txt' };
const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
// The rule texts live beside the repository on the team's machines (reference only, never shipped).
const seeds = import.meta.glob('../../../shared/seeds/*.txt', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const seedText = (file: string): string | null => {
  const hit = Object.entries(seeds).find(([path]) => path.endsWith(`/${file}`));
  return hit ? norm(hit[1]) : null;
};
const uiSources = import.meta.glob(['./*/ui/*.ts', './*/ui/*.tsx', '!./**/*.test.*'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

// Every reading mark on a screen names its entry: `entry="…"`, `entry: '…'` or `add('…', …)` in the game's ui files.
function marks(kind: string): string[] {
  const ids = new Set<string>();
  for (const [path, src] of Object.entries(uiSources)) {
    if (!path.startsWith(`./${kind}/ui/`)) continue;
    for (const m of src.matchAll(/entry="([a-z0-9-]+)"|add\('([a-z0-9-]+)'|\{ id: '([a-z0-9-]+)', text/g)) ids.add((m[1] ?? m[2] ?? m[3])!);
  }
  return [...ids].sort();
}

// Readings RULES.md and the issues name, which each game's Rules screen must list.
const REQUIRED: Record<string, string[]> = {
  cam8: ['modifier-fixed-per-action', 'boosts-spent-together', 'revolt-midway', 'recruit-barbarians-feral-0', 'tunnel-dice-order', 'recruit-hamsters-at-most', 'assist-lapses', 'starving-hamsters', 'growth-dice-feral-only', 'krill-offer', 'harvest-must-be-entered', 'giant-feral-check', 'feral-track-blank-spaces'],
  geyser: ['ring-pairs'],
  cellular: ['tied-evolutions', 'scarcity-ties', 'secret-picks-undo', 'convergence-evolutions'],
};

describe('Rules screens', () => {
  it.each(GAMES.map((g) => [g.kind, g] as const))('%s: setup, play, what the app does, and readings with why, in well-formed entries', async (kind, entry) => {
    const guide: GameGuide = (await entry.guide!()).default;
    expect(guide.setup.length).toBeGreaterThan(0);
    expect(guide.turn.length).toBeGreaterThan(0);
    expect(guide.app.length).toBeGreaterThan(0);
    const ids = guide.readings.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of guide.readings) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.title.length).toBeGreaterThan(10);
      expect(r.why.length).toBeGreaterThan(10);
    }
    // Every reading a screen marks links to an entry that exists, and the readings RULES.md names are there.
    for (const id of marks(kind)) expect(ids, `${kind} marks "${id}"`).toContain(id);
    for (const id of REQUIRED[kind] ?? []) expect(ids, `${kind} lists "${id}"`).toContain(id);
    // The screen keys its lines by their text: none twice.
    const lines = [...guide.setup, ...guide.turn, ...guide.app];
    expect(new Set(lines).size).toBe(lines.length);
  });

  it.each(Object.entries(SEEDS))("%s: in the app's own words: no run of 8 words copied from the rule text", async (kind, file) => {
    const seed = seedText(file);
    // Where the seeds are not beside the repository, there is nothing to compare with.
    if (seed === null) return;
    const guide: GameGuide = (await GAMES.find((g) => g.kind === kind)!.guide!()).default;
    const lines = [...guide.setup, ...guide.turn, ...guide.app, ...guide.readings.flatMap((r) => [r.title, r.why])];
    const copied: string[] = [];
    for (const line of lines) {
      const words = norm(line).split(' ');
      for (let i = 0; i + 8 <= words.length; i++) {
        const run = words.slice(i, i + 8).join(' ');
        if (seed.includes(run)) copied.push(run);
      }
    }
    expect(copied).toEqual([]);
  });
});
