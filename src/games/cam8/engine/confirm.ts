// Moves a table should confirm before one tap makes them: what they would throw away, in the rules' own order.
import type { Cam8Doc } from './game';
import { applyCam8 } from './move-table';
import { type Cam8State, endActions } from './index';

/** A whale whose actions in Command & Resolve would be skipped, with how many it has left. */
export type Skipped = { player: number; name: string; actions: number };

/** The whales that still have actions in this Command & Resolve, in the order they would act. */
export function actionsSkipped(g: Cam8State): Skipped[] {
  if (g.phase !== 'command' || g.gameOver) return [];
  const out: Skipped[] = [];
  let s = g;
  // Passing whale after whale with the engine's own move follows exactly the order of play, whatever decides it.
  for (let n = 0; s.active !== null && n < g.players.length; n++) {
    const p = s.active;
    if (s.actionsLeft > 0) out.push({ player: p, name: s.players[p]?.name ?? `Player ${p + 1}`, actions: s.actionsLeft });
    const r = endActions(s, p);
    if ('error' in r) break;
    s = r;
  }
  return out;
}

/** "Ana still has 2 actions and Bo 1: skip them?" */
export function skipQuestion(skipped: readonly Skipped[]): string {
  const [first, ...rest] = skipped;
  if (!first) return 'No whale has actions left.';
  const parts = [`${first.name} still has ${first.actions} action${first.actions === 1 ? '' : 's'}`, ...rest.map((w) => `${w.name} ${w.actions}`)];
  const said = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const total = skipped.reduce((n, w) => n + w.actions, 0);
  return `${said}: skip ${total === 1 ? 'it' : 'them'}?`;
}

/** True when one step up on the Feral tracker, set by hand, would be the revolt that ends the game. */
export function feralUpRevolts(doc: Cam8Doc): boolean {
  if (doc.stage !== 'play' || doc.game.gameOver) return false;
  // Asking the rules themselves keeps this right however the track is laid out (blank spaces, custom numbers).
  const r = applyCam8(doc, { type: 'feral', delta: 1 });
  return !('error' in r) && r.stage === 'play' && r.game.gameOver?.kind === 'revolt';
}
