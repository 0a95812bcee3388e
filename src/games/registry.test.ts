import { describe, expect, it } from 'vitest';
import { GAMES, GAME_KINDS, gameEntry } from './registry';

describe('the registry: the one place a game is registered', () => {
  it('lists the kinds in home-screen order, once each', () => {
    expect(GAME_KINDS).toEqual(['dice', 'cam8', 'moondrop', 'crackers', 'geyser', 'cellular']);
    expect(gameEntry('geyser')?.title).toBe('Geyser');
    expect(gameEntry('chess')).toBeUndefined();
  });

  it.each(GAMES.map((g) => [g.kind, g] as const))("%s: its module's rules carry its kind, and its guide loads", async (kind, entry) => {
    const { def, Screen } = await entry.load();
    expect(def.kind).toBe(kind);
    expect(typeof Screen).toBe('function');
    expect((await entry.guide()).default.readings.length).toBeGreaterThan(0);
  });
});
