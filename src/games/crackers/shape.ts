import { ANY, type GameShape, tagged } from '../rules-kit/shape';

// The fields of CrackersDoc and CrackersAction (engine/game.ts, board.ts): a stored game keeps only these.
const cell = { row: ANY, col: ANY } as const;

/** What a stored Captain Crackers game keeps (`GameDef.shape`). */
export const crackersShape: GameShape = {
  state: {
    mode: ANY,
    board: { width: ANY, height: ANY, sandbags: ANY, depth: ANY, leaks: [cell], pod: cell, controlRoom: cell, crew: { a: cell, b: cell, c: cell } },
    play: { round: ANY, turn: ANY, moved: ANY, shape: ANY, pumped: ANY, placed: ANY, removed: ANY, done: ANY, over: { winner: ANY, reason: ANY } },
  },
  action: tagged('type', {
    size: { width: ANY, height: ANY },
    layout: {},
    marker: { marker: ANY, cell },
    import: { text: ANY },
    cell: { cell, sandbags: ANY, depth: ANY },
    mode: { mode: ANY },
    start: {},
    crewMove: { who: ANY, to: cell },
    crewSandbag: { who: ANY, change: ANY },
    crewStay: { who: ANY },
    shape: { shape: ANY },
    pump: { leak: ANY, to: cell },
    sandbag: { cell, change: ANY },
    skip: {},
    flow: { from: cell, to: cell },
    settle: {},
  }),
};
