import { ANY, type GameShape, tagged } from '../rules-kit/shape';

// The fields of MoonDropDoc and MoonDropAction (engine/game.ts): a stored game keeps only these.
const roll = { blue: ANY, whites: ANY } as const;
const cell = { row: ANY, col: ANY } as const;

/** What a stored Moon Drop game keeps (`GameDef.shape`). */
export const moondropShape: GameShape = {
  state: {
    stage: ANY,
    players: [{ name: ANY, sheet: ANY }],
    crises: ANY,
    goals: ANY,
    play: { round: ANY, roll: { ...roll, was: roll }, placed: ANY },
    paper: ANY,
    shuffle: { order: ANY, by: ANY, was: ANY },
  },
  action: tagged('type', {
    players: { names: ANY },
    cards: { crises: ANY, goals: ANY, by: ANY },
    shuffle: { order: ANY, by: ANY, was: ANY },
    start: { paper: ANY },
    roll: { ...roll, by: ANY, was: roll },
    place: { player: ANY, anchor: cell, rotation: ANY, picks: ANY },
    pass: { player: ANY },
    paint: { player: ANY, cells: [cell], value: ANY, stroke: ANY },
    sheet: { player: ANY, text: ANY },
  }),
};
