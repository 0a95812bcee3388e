// Speed of the CAM 8 engine: the exact odds preview in its worst cases, and resolving whole turns.
import { mulberry32, timingLine } from '../../bench-kit';
import { outcomeOdds } from './odds';
import { nextPhase } from './phases';
import { resolveAction } from './resolve';
import { feed } from './feed';
import { harvestFlooding } from './harvest';
import { setInitiative } from './initiative';
import { sketchGame } from './testkit';
import { isRefusal, isNeeds, type Cam8State } from './types';

function step(s: Cam8State, r: ReturnType<typeof resolveAction>): Cam8State {
  if (isRefusal(r) || isNeeds(r)) throw new Error(JSON.stringify(r));
  return r;
}

// One whole turn for 6 whales of size 3: initiative, 18 rolling actions, harvest, feed.
function playTurn(rand: () => number): Cam8State {
  const d6 = () => 1 + Math.floor(rand() * 6);
  const brains = Array.from({ length: 6 }, () => ({ size: 3, krill: 40, hamsters: { breeders: 3, diggers: 3, harvesters: 3, guards: 6, politicians: 0 } }));
  let s = step(sketchGame(brains, { phase: 'initiative' }), setInitiative(sketchGame(brains, { phase: 'initiative' }), { rolls: { 0: [1], 1: [2], 2: [3], 3: [4], 4: [5], 5: [6] } }));
  s = step(s, nextPhase(s));
  while (s.active !== null && !s.gameOver) {
    const who = s.active;
    const w = s.players[who]!;
    const action = (['patrol', 'tunnel', 'harvest'] as const)[s.actionsLeft % 3]!;
    const n = action === 'patrol' ? w.hamsters.guards : action === 'tunnel' ? w.hamsters.diggers : 1;
    s = step(s, resolveAction(s, who, action, { faces: Array.from({ length: n }, d6) }));
  }
  for (let i = 0; i < 2 && !s.gameOver; i++) s = step(s, nextPhase(s));
  s = step(s, harvestFlooding(s, [1, 2, 3, 4, 5, 6]));
  for (let i = 0; i < 2 && !s.gameOver; i++) s = step(s, nextPhase(s));
  for (let p = 0; p < 6 && !s.gameOver; p++) s = step(s, feed(s, p, { meal: 'triple', faces: [d6()] }));
  return s;
}

/** Runs the CAM 8 measurements and returns one line each. */
export function bench(now: () => number): string[] {
  const rand = mulberry32(8);
  const lines: string[] = [];
  const worst = [
    ['outcomeOdds Patrol with 6 Guards', 'patrol', { guards: 6 }],
    ['outcomeOdds Recruit Barbarians with 6 Politicians', 'recruitBarbarians', { politicians: 6 }],
    ['outcomeOdds Patrol with 30 Guards', 'patrol', { guards: 30 }],
  ] as const;
  for (const [label, action, hamsters] of worst) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const g = sketchGame([{ hamsters, boost: Math.floor(rand() * 3) }, {}], { feral: Math.floor(rand() * 6) });
      const t0 = now();
      outcomeOdds(g, 0, action);
      times.push(now() - t0);
    }
    lines.push(timingLine('cam8', label, times, 'previews'));
  }
  const turns: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = now();
    playTurn(rand);
    turns.push(now() - t0);
  }
  lines.push(timingLine('cam8', 'whole turn (6 whales × 3 actions, harvest, feed)', turns, 'turns'));
  return lines;
}
