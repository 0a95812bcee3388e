// Builders for tests and the bench: a game in any phase with chosen brains, without playing up to it.
import { noHamsters } from './hamsters';
import { type TrackSetting, trackFor } from './track';
import { isRefusal, isNeeds, type Cam8State, type Refusal, type Hamsters, type Needs, type Phase, type Whale } from './types';

/** A whale brain with defaults: size 1, no krill, no hamsters. */
export type WhaleSketch = Partial<Omit<Whale, 'hamsters'>> & { hamsters?: Partial<Hamsters> };

/**
 * A state with the given whales (named Ana, Bo, Cy… unless named), feral level and phase; `track`
 * (spaces per number or the printed list) puts the token on the first space of `feral`.
 */
export function sketchGame(whales: WhaleSketch[], opts: { feral?: number; phase?: Phase; giantFeral?: boolean; hamsterTrails?: boolean; track?: TrackSetting } = {}): Cam8State {
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
  const players: Whale[] = whales.map((w, i) => ({
    name: names[i] ?? `P${i}`, colour: '#000', size: 1, krill: 0, assists: 0, boost: 0, out: false,
    ...w,
    hamsters: { ...noHamsters(), ...w.hamsters },
  }));
  const phase = opts.phase ?? 'command';
  const initiative = phase === 'command' ? players.map((_, i) => i) : [];
  const track = trackFor(opts.track);
  const feral = opts.feral ?? 0;
  return {
    version: 3, players, feralSpace: track.indexOf(feral), feralLevel: feral, track,
    variants: { giantFeral: opts.giantFeral ?? false, hamsterTrails: opts.hamsterTrails ?? false },
    turn: 1, phase, endRequests: [], initiative,
    cards: players.map((_, i) => (phase === 'command' ? i + 1 : 0)),
    active: phase === 'command' ? 0 : null,
    actionsLeft: phase === 'command' ? (players[0]?.size ?? 0) : 0,
    fed: [], feedFeral: phase === 'feed' ? feral : null, fled: 0, harvested: false, receipt: null, gameOver: null,
  };
}

/** The state from a move, or an exception naming why there is none (tests only). */
export function must(x: Cam8State | Refusal | Needs): Cam8State {
  if (isRefusal(x)) throw new Error(`unexpected error: ${x.error}`);
  if (isNeeds(x)) throw new Error(`unexpected needs: ${JSON.stringify(x.needs)}`);
  return x;
}
