// `npm run bench` (scripts/bench.mjs): what the replay of a saved game costs when it is opened, imported or received
// (src/app/replay.ts), for a game of each kind with a full undo list. Built for Node by the bench.
import { replayTimeline } from './replay';
import type { GameDef } from '../games/types';
import { UNDO_LIMIT } from '../shared/history/timeline';
import { GROWERS } from '../shared/transfer/games-testkit';
import { def as cam8 } from '../games/cam8/index';
import { def as cellular } from '../games/cellular/index';
import { def as crackers } from '../games/crackers/index';
import { def as dice } from '../games/dice/index';
import { def as geyser } from '../games/geyser/index';
import { def as moondrop } from '../games/moondrop/index';

const DEFS: Record<string, GameDef<unknown, unknown>> = { dice, cam8, cellular, crackers, geyser, moondrop } as never;
// Moves made per kind so that the undo list is full (Moon Drop: sheets typed, Crackers: an n × n board).
const SIZE: Record<string, number> = { dice: 400, cam8: 400, geyser: 400, cellular: 400, crackers: 12, moondrop: 60 };

/** One line per kind: the median and slowest of 15 replays. */
export function benchReplay(now: () => number): string[] {
  const lines: string[] = [];
  for (const [kind, grow] of Object.entries(GROWERS)) {
    const record = grow(SIZE[kind]!, 3);
    const def = DEFS[kind]!;
    const times: number[] = [];
    for (let run = 0; run < 15; run++) {
      const t = now();
      const r = replayTimeline(def, record.timeline);
      times.push(now() - t);
      if (!r.ok) return [...lines, `${kind}: its own game does not replay: ${r.error}`];
    }
    times.sort((a, b) => a - b);
    const steps = record.timeline.past.length;
    lines.push(`${kind}: ${steps} of ${UNDO_LIMIT} undo steps replayed in ${times[7]!.toFixed(1)} ms median, ${times[14]!.toFixed(1)} ms slowest of 15`);
  }
  return lines;
}
