import { ANY, type GameShape, mapOf, tagged } from '../rules-kit/shape';

// The fields of Cam8Doc and Cam8Action (engine/game.ts, types.ts, setup.ts, pending.ts, trade.ts, resolve.ts,
// feed.ts, initiative.ts): a stored game keeps only these.
const hamsters = { breeders: ANY, diggers: ANY, harvesters: ANY, guards: ANY, politicians: ANY } as const;
const variants = { giantFeral: ANY, hamsterTrails: ANY } as const;
const setup = { players: [{ name: ANY, colour: ANY, hamsters }], variants, track: ANY } as const;
const decisions = { paid: ANY, rolls: mapOf(ANY) } as const;
const pending = { kind: ANY, player: ANY, action: ANY, target: ANY, faces: ANY, meal: ANY, eats: ANY } as const;
const goods = { krill: ANY, hamsters } as const;
const receipt = { player: ANY, who: ANY, title: ANY, dice: [{ face: ANY, modifier: ANY, result: ANY, effect: ANY }], result: ANY } as const;

/** What a stored CAM 8 game keeps (`GameDef.shape`). */
export const cam8Shape: GameShape = {
  state: {
    stage: ANY,
    setup,
    game: {
      version: ANY,
      players: [{ name: ANY, colour: ANY, size: ANY, krill: ANY, hamsters, assists: ANY, boost: ANY, out: ANY }],
      feralSpace: ANY,
      feralLevel: ANY,
      track: ANY,
      variants,
      turn: ANY,
      phase: ANY,
      endRequests: ANY,
      initiative: ANY,
      cards: ANY,
      active: ANY,
      actionsLeft: ANY,
      fed: ANY,
      feedFeral: ANY,
      fled: ANY,
      harvested: ANY,
      payback: { from: ANY, to: ANY },
      receipt,
      gameOver: { kind: ANY, winner: ANY, reason: ANY },
    },
    clock: ANY,
    pending,
    rollOff: decisions,
    flooding: ANY,
    lastFlooded: ANY,
  },
  action: tagged('type', {
    setup: { setup },
    start: {},
    next: {},
    ask: { player: ANY, asking: ANY, at: ANY },
    adjust: { player: ANY, field: ANY, delta: ANY },
    feral: { delta: ANY },
    trade: { offer: { from: ANY, to: ANY, give: goods, get: goods, connected: ANY }, dice: { give: ANY, get: ANY }, told: { give: ANY, get: ANY } },
    card: { player: ANY, card: ANY },
    initiative: { decisions },
    rollOff: { decisions },
    roll: { pending },
    act: { player: ANY, action: ANY, input: { faces: ANY, target: ANY, choices: { gain: hamsters, give: hamsters } } },
    pass: { player: ANY },
    harvest: { flooded: ANY },
    flood: { counts: ANY, player: ANY },
    feed: { player: ANY, input: { meal: ANY, eats: ANY, faces: ANY, flee: hamsters } },
  }),
};
