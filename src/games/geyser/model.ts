import { computed } from '@preact/signals';
import type { GameSession } from '../../shared/history/session';
import { type MoveResult, refused } from '../../shared/refusal';
import { type Rng, rollDice } from '../../shared/random';
import type { GeyserAction, GeyserDoc, SetupDraft } from './engine/game';
import { type GeyserState, type Ring, type Square, currentPlayer, firingRoller, startRollers } from './engine';

/** Faces rolled on real dice, or 'app' to let the app roll them. */
export type Faces = number[] | 'app';

/** Geyser's signals and actions for one saved game. */
export function createGeyserModel(session: GameSession<GeyserDoc, GeyserAction>, rng: Rng, onRoll: () => void = () => {}) {
  const doc = session.state;
  const game = computed<GeyserState | null>(() => (doc.value.stage === 'play' ? doc.value.game : null));
  const send = (a: GeyserAction): MoveResult => refused(session.dispatch(a));
  const d6 = (n: number, faces: Faces): number[] => {
    if (faces !== 'app') return faces;
    onRoll();
    return rollDice(Array<number>(n).fill(6), rng);
  };
  const pair = (faces: Faces): [number, number] => {
    const f = d6(2, faces);
    return [f[0] ?? 0, f[1] ?? 0];
  };

  return {
    doc,
    game,
    /** Who rolls for the start now (everyone, then only the tied), in seat order. */
    startRollers: computed(() => (game.value ? startRollers(game.value) : [])),
    /** The player whose turn it is, or null outside the turns. */
    current: computed(() => (game.value ? currentPlayer(game.value) : null)),
    /** Who rolls this round's Geyser Firing. */
    firingRoller: computed(() => (game.value ? firingRoller(game.value) : null)),
    setSetup: (setup: SetupDraft) => send({ type: 'setup', setup }),
    start: () => send({ type: 'start' }),
    rollStart: (faces: Faces) => send({ type: 'startRoll', faces: d6(game.value ? startRollers(game.value).length : 0, faces) }),
    endTurn: () => send({ type: 'endTurn' }),
    fire: (faces: Faces) => send({ type: 'fire', faces: pair(faces) }),
    attack: (attacker: number, defender: number, at: Square) => send({ type: 'attack', attacker, defender, at }),
    /** One battle roll: the attacker's face first, then the defender's. */
    battle: (faces: Faces) => send({ type: 'battle', faces: pair(faces) }),
    retreat: () => send({ type: 'retreat' }),
    /** The turn's move onto a geyser of `ring`: claims it, or with `held` one the tribe already holds (a new token, no new geyser). */
    land: (player: number, ring: Ring, held = false) => send(held ? { type: 'land', player, ring, held } : { type: 'land', player, ring }),
    /** A game saved before version 3: the counts it asked about are right as they are. */
    counted: () => send({ type: 'counted' }),
    /** Corrections by hand (logged as corrections). */
    claim: (player: number, ring: Ring) => send({ type: 'claim', player, ring }),
    lose: (player: number, ring: Ring) => send({ type: 'lose', player, ring }),
    enterMother: (player: number) => send({ type: 'enterMother', player }),
    leaveMother: () => send({ type: 'leaveMother' }),
  };
}

/** The Geyser model's type. */
export type GeyserModel = ReturnType<typeof createGeyserModel>;
