import { ANY, type GameShape, tagged } from '../rules-kit/shape';

// The fields of GeyserDoc and GeyserAction (engine/game.ts, types.ts, setup.ts): a stored game keeps only these.
const setup = { players: [{ name: ANY, colour: ANY }], rings: ANY } as const;
const geysers = { '2/12': ANY, '3/11': ANY, '4/10': ANY, '5/9': ANY, '6/8': ANY, '7': ANY } as const;
const side = { player: ANY, face: ANY, geysers: ANY, total: ANY } as const;

/** What a stored Geyser game keeps (`GameDef.shape`). */
export const geyserShape: GameShape = {
  state: {
    stage: ANY,
    setup,
    game: {
      version: ANY,
      players: [{ name: ANY, colour: ANY, geysers }],
      phase: ANY,
      startRolls: [[{ player: ANY, face: ANY }]],
      starter: ANY,
      order: ANY,
      round: ANY,
      turn: ANY,
      mother: ANY,
      battle: { attacker: ANY, defender: ANY, at: ANY, rolls: [{ attacker: side, defender: side, outcome: ANY }], ended: ANY },
      firings: [{ round: ANY, roller: ANY, faces: ANY, sum: ANY, ring: ANY, lost: ANY }],
      rings: ANY,
      moved: ANY,
      winner: ANY,
      receipt: ANY,
      recount: [{ player: ANY, ring: ANY, count: ANY }],
    },
  },
  action: tagged('type', {
    setup: { setup },
    start: {},
    startRoll: { faces: ANY },
    endTurn: {},
    fire: { faces: ANY },
    attack: { attacker: ANY, defender: ANY, at: ANY },
    battle: { faces: ANY },
    retreat: {},
    land: { player: ANY, ring: ANY, held: ANY },
    claim: { player: ANY, ring: ANY },
    lose: { player: ANY, ring: ANY },
    enterMother: { player: ANY },
    leaveMother: {},
    counted: {},
  }),
};
