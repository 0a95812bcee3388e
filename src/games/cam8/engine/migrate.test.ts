import { describe, it, expect } from 'vitest';
import { checkCam8State } from './check';
import { migrateCam8 } from './migrate';
import { actingOrder, type Cam8State } from './index';
import { sketchGame } from './testkit';

const v1game = {
  version: 1,
  players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, colour: '#000', size: 1, krill: 0, hamsters: { breeders: 1, diggers: 0, harvesters: 1, guards: 0, politicians: 1 }, assists: 0, boost: 0, out: false })),
  feralLevel: 2,
  variants: { giantFeral: false, hamsterTrails: false },
  turn: 3,
  phase: 'command',
  endRequests: [],
  initiative: [2, 0, 1],
  active: 2,
  actionsLeft: 1,
  fed: [],
  harvested: false,
  receipt: null,
  gameOver: null,
};

describe('CAM 8 games saved before initiative cards and the printed track', () => {
  it('a game in play: the plain track with the token on its level, the pick order as cards 1 to N', () => {
    const doc = migrateCam8({ stage: 'play', game: v1game, clock: null, pending: null }, 1) as { game: Parameters<typeof actingOrder>[0] };
    expect(checkCam8State(doc)).toBeNull();
    expect(doc.game).toMatchObject({ version: 3, track: [0, 1, 2, 3, 4, 5], feralSpace: 2, feralLevel: 2, cards: [2, 3, 1], feedFeral: null, fled: 0 });
    expect(actingOrder(doc.game)).toEqual([2, 0, 1]);
  });
  it('a setup form gets the plain track; a current game is left as it is', () => {
    expect(migrateCam8({ stage: 'setup', setup: { players: [], variants: {} } }, 1)).toEqual({ stage: 'setup', setup: { players: [], variants: {}, track: 1 } });
    const now = { stage: 'play', game: { ...v1game, version: 3 } };
    expect(migrateCam8(now, 3)).toBe(now);
  });
  it('a game over by revolt keeps its ending', () => {
    const over = { ...v1game, feralLevel: 7, gameOver: { kind: 'revolt', winner: null, reason: 'revolt' } };
    const doc = migrateCam8({ stage: 'play', game: over, clock: null, pending: null }, 1) as { game: { feralSpace: number; feralLevel: number } };
    expect([doc.game.feralSpace, doc.game.feralLevel]).toEqual([7, 6]);
    expect(checkCam8State(doc)).toBeNull();
  });
});

const v2 = (game: Record<string, unknown>) => ({ stage: 'play', game: { ...sketchGame([{}, {}], { phase: 'diplomacy1', track: 2 }), version: 2, ...game }, clock: null, pending: null });

describe('CAM 8 games saved before the blank after the 5 was the revolt (version 2)', () => {
  it('a token on the blank after the 5 had moved past 5: the game ends in the revolt', () => {
    const doc = migrateCam8(v2({ feralSpace: 11, feralLevel: 5 }), 2) as { game: Cam8State };
    expect(doc.game).toMatchObject({ version: 3, feralSpace: 11, feralLevel: 6, gameOver: { kind: 'revolt', winner: null } });
    expect(checkCam8State(doc)).toBeNull();
  });
  it('a token on the 5 or below keeps its space and level (the number below a blank is still a level it may count)', () => {
    const doc = migrateCam8(v2({ feralSpace: 5, feralLevel: 2 }), 2) as { game: Cam8State };
    expect(doc.game).toMatchObject({ version: 3, feralSpace: 5, feralLevel: 2, gameOver: null });
    expect(checkCam8State(doc)).toBeNull();
  });
});
