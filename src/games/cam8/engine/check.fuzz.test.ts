// checkCam8State over random games the rules allow, and the states the rules never reach, refused by what and where.
import { describe, it, expect } from 'vitest';
import { seededRng } from '../../../shared/random';

const unit = (seed: number) => {
  const rng = seededRng(seed);
  return () => rng.nextUint32() / 2 ** 32;
};
import { checkCam8State } from './check';
import { applyCam8 } from './move-table';
import { ACTIONS } from './action-table';
import { WHALE_FIELDS } from './adjust';
import type { Cam8Action, Cam8Doc } from './game';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

/** A random move of any kind, mostly ones the current phase takes; the engine refuses the rest. */
function randomMove(doc: Cam8Doc, r: () => number): Cam8Action {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const n = doc.stage === 'play' ? doc.game.players.length : 2;
  const player = doc.stage === 'play' && doc.game.active !== null && r() < 0.8 ? doc.game.active : Math.floor(r() * n);
  const faces = (k: number) => Array.from({ length: k }, () => 1 + Math.floor(r() * 6));
  const x = r();
  if (x < 0.12) return { type: 'next' } as Cam8Action;
  if (x < 0.2) return { type: 'card', player, card: 1 + Math.floor(r() * n) } as Cam8Action;
  if (x < 0.24) return { type: 'initiative', decisions: {} } as Cam8Action;
  if (x < 0.5) {
    const target = (player + 1 + Math.floor(r() * (n - 1))) % n;
    return { type: 'act', player, action: pick(ACTIONS), input: { faces: faces(8), target, choices: { gain: { breeders: 20 }, give: { breeders: 3, diggers: 3, harvesters: 3, guards: 3, politicians: 3 } } } } as unknown as Cam8Action;
  }
  if (x < 0.56) return { type: 'pass', player } as Cam8Action;
  if (x < 0.62) return { type: 'flood', counts: Array.from({ length: n }, () => Math.floor(r() * 3)) } as Cam8Action;
  if (x < 0.68) return { type: 'harvest', flooded: Array.from({ length: n }, () => Math.floor(r() * 3)) } as Cam8Action;
  if (x < 0.82) return { type: 'feed', player, input: { meal: pick(['size', 'triple', 'sextuple', 'less'] as const), eats: Math.floor(r() * 3), faces: faces(2) } } as Cam8Action;
  if (x < 0.94) return { type: 'adjust', player, field: pick(WHALE_FIELDS), delta: pick([-2, -1, 1, 2, 3]) } as Cam8Action;
  return { type: 'feral', delta: pick([-1, 1]) } as Cam8Action;
}

function startOf(r: () => number): Cam8Doc {
  const k = 2 + Math.floor(r() * 5);
  // Three starting hamsters each, of any occupations.
  const players = NAMES.slice(0, k).map((name) => {
    const hamsters: Record<string, number> = { breeders: 0, diggers: 0, harvesters: 0, guards: 0, politicians: 0 };
    for (let i = 0; i < 3; i++) {
      const o = Object.keys(hamsters)[Math.floor(r() * 5)] as string;
      hamsters[o] = (hamsters[o] ?? 0) + 1;
    }
    return { name, colour: '#123456', hamsters };
  });
  const track = r() < 0.5 ? 1 + Math.floor(r() * 3) : [0, null, 1, 2, null, null, 3, 4, 5, null];
  let doc = { stage: 'setup', setup: {} } as unknown as Cam8Doc;
  for (const a of [{ type: 'setup', setup: { players, variants: { giantFeral: r() < 0.3, hamsterTrails: r() < 0.3 }, track } }, { type: 'start' }] as Cam8Action[]) {
    const next = applyCam8(doc, a);
    if ('error' in next) throw new Error(next.error);
    doc = next;
  }
  return doc;
}

describe('checkCam8State over random games', () => {
  it('accepts every state 300 random games reach (moves of every kind, the engine refusing the illegal ones)', () => {
    const refused: string[] = [];
    let reached = 0;
    const overs = new Set<string>();
    for (let g = 0; g < 300; g++) {
      const r = unit(1000 + g);
      let doc = startOf(r);
      for (let i = 0; i < 300; i++) {
        const next = applyCam8(doc, randomMove(doc, r));
        if ('error' in next) continue;
        doc = next;
        reached++;
        const bad = checkCam8State(JSON.parse(JSON.stringify(doc)));
        if (bad) refused.push(`game ${g}, move ${i}: ${bad}`);
        if (doc.stage === 'play' && doc.game.gameOver) {
          overs.add(doc.game.gameOver.kind);
          break;
        }
      }
    }
    expect(refused.slice(0, 5)).toEqual([]);
    // The games went far: thousands of states, and both a revolt and a starvation among them.
    expect(reached).toBeGreaterThan(5000);
    expect([...overs].sort()).toEqual(expect.arrayContaining(['revolt']));
  });
});

function playing(): Cam8Doc & { stage: 'play' } {
  const doc = startOf(unit(7));
  if (doc.stage !== 'play') throw new Error('not started');
  return doc;
}

describe('checkCam8State refuses what the rules never reach, saying what and where', () => {
  it('the Feral token past the 5 while play goes on (the same space after the revolt is fine)', () => {
    const doc = playing();
    const past = { ...doc, game: { ...doc.game, feralSpace: doc.game.track.length, feralLevel: 6 } };
    expect(checkCam8State(past)).toMatch(/^the Feral token is on space \d+ of \d+, past the 5 \(space \d+\), yet the game goes on/);
    const over = applyCam8(doc, { type: 'feral', delta: 40 } as Cam8Action);
    expect('error' in over ? over.error : over.stage === 'play' && over.game.gameOver?.kind).toBe('revolt');
    expect(checkCam8State(over)).toBeNull();
  });
  it("'40 of 2 actions left', and actions left with nobody declaring", () => {
    const doc = playing();
    const g = { ...doc.game, phase: 'command' as const, active: 1, players: doc.game.players.map((w) => ({ ...w, size: 2 })) };
    expect(checkCam8State({ ...doc, game: { ...g, actionsLeft: 2 } })).toBeNull();
    expect(checkCam8State({ ...doc, game: { ...g, actionsLeft: 40 } })).toBe(`${g.players[1]!.name} has 40 of 2 actions left: a whale declares as many actions as its size`);
    expect(checkCam8State({ ...doc, game: { ...g, active: null, actionsLeft: 3 } })).toBe('3 actions are left with no whale declaring actions');
  });
  it('a size-0 whale still in the game (out of it, it is fine)', () => {
    const doc = playing();
    const starved = (out: boolean) => ({ ...doc, game: { ...doc.game, players: doc.game.players.map((w, i) => (i === 1 ? { ...w, size: 0, out } : w)) } });
    expect(checkCam8State(starved(false))).toBe(`${doc.game.players[1]!.name} (whale 2) has size 0 but is still in the game: a whale that drops to size 0 has starved and is out`);
    expect(checkCam8State(starved(true))).toBeNull();
  });
  it('a whale made smaller by hand while declaring keeps no more actions than its new size', () => {
    const doc = playing();
    const g = { ...doc.game, phase: 'command' as const, active: 0, actionsLeft: 3, players: doc.game.players.map((w) => ({ ...w, size: 3 })) };
    const after = applyCam8({ ...doc, game: g }, { type: 'adjust', player: 0, field: 'size', delta: -2 } as Cam8Action);
    expect('error' in after ? after.error : after.stage === 'play' && [after.game.players[0]!.size, after.game.actionsLeft]).toEqual([1, 1]);
    expect(checkCam8State(after)).toBeNull();
  });
});
