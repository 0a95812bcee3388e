import { ANY, type GameShape, tagged } from '../rules-kit/shape';

// The fields of CellularDoc and CellularAction (engine/game.ts, types.ts): a stored game keeps only these.
const setup = { players: [{ name: ANY, colour: ANY }], snakeDraft: ANY } as const;
const dice = { d4: ANY, d6: ANY, d8: ANY, d12: ANY } as const;
const sheet = { faceDown: ANY, mutations: ANY, evolutions: [{ outcome: ANY, points: ANY }] } as const;
const rolled = { player: ANY, dice: [{ die: ANY, face: ANY }], total: ANY } as const;

/** What a stored Cellular Powerhouse game keeps (`GameDef.shape`). */
export const cellularShape: GameShape = {
  state: {
    stage: ANY,
    setup,
    game: {
      version: ANY,
      players: [{ name: ANY, colour: ANY, dice, sheet }],
      center: dice,
      traitsRemoved: ANY,
      phase: ANY,
      genomePicks: ANY,
      round: ANY,
      step: ANY,
      genePool: ANY,
      scarcity: { prize: ANY, contenders: ANY, commits: [dice], mode: ANY, rolls: [[rolled]], winner: ANY, decidesGame: ANY },
      effect: { ...rolled, kept: ANY },
      contest: { rollers: ANY, commits: [dice], keep: ANY, rolls: [rolled] },
      winner: ANY,
      receipt: ANY,
    },
  },
  action: tagged('type', {
    setup: { setup },
    start: {},
    genome: {},
    genePool: { cards: ANY },
    next: {},
    take: { player: ANY, dice },
    return: { player: ANY, dice },
    scarcity: { contenders: ANY, prize: ANY },
    commit: { player: ANY, dice },
    roll: { faces: ANY },
    effect: { player: ANY, dice, faces: ANY, keep: ANY },
    contest: { rollers: ANY, keep: ANY },
    contestPick: { player: ANY, dice },
    contestCast: { faces: ANY },
    nutrients: { player: ANY, sheet },
    finish: {},
  }),
};
