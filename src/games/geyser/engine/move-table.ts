// Geyser's move table: every action, how a stored copy is read, what it does, and its log line.
import type { Refusal } from '../../../shared/refusal';
import { type MoveTable, applyWith, bare, checkActionWith, describeWith } from '../../rules-kit/moves';
import { isCount, isFaces } from '../../rules-kit/read';
import { stagedMoves } from '../../rules-kit/staged';
import { checkSetup, isRing, isSquare } from './check';
import type { GeyserAction, GeyserDoc, PlayAction, SetupDraft } from './game';
import {
  type GeyserState,
  claimGeyser,
  confirmCounts,
  keepRecount,
  endTurn,
  enterMother,
  fire,
  landOnGeyser,
  leaveMother,
  loseGeyser,
  newGame,
  retreat,
  rollBattle,
  rollStart,
  startBattle,
} from './index';

/** Every move leaves a receipt saying what it did: it is the log line. */
const receipt = (_a: unknown, before: GeyserState, after: GeyserState) => (after !== before ? after.receipt : null);

/** A move onto, into or off a geyser: the player and the ring. */
const readGeyserChange = (a: Record<string, unknown>) => (isCount(a.player) && isRing(a.ring) ? null : 'a change of geysers is not readable');

/** A move onto a geyser: the player, the ring, and whether the tribe already holds that geyser (absent: a new one). */
const readLand = (a: Record<string, unknown>) => (readGeyserChange(a) ?? (a.held === undefined || typeof a.held === 'boolean' ? null : 'a move onto a geyser is not readable'));

/** Geyser's moves in play: how each is read back, what it does, and its log line (its receipt). */
const play: MoveTable<GeyserState, PlayAction> = {
  startRoll: { read: (a) => (isFaces(a.faces) ? null : 'a start roll is not readable'), apply: (g, a) => rollStart(g, a.faces), describe: receipt },
  endTurn: { read: bare, apply: endTurn, describe: receipt },
  fire: { read: (a) => (isFaces(a.faces, 2) ? null : 'a Geyser Firing needs 2 d6 faces'), apply: (g, a) => fire(g, a.faces), describe: receipt },
  attack: {
    read: (a) => (isCount(a.attacker) && isCount(a.defender) && isSquare(a.at) ? null : 'an attack is not readable'),
    apply: (g, a) => startBattle(g, a.attacker, a.defender, a.at),
    describe: receipt,
  },
  battle: { read: (a) => (isFaces(a.faces, 2) ? null : 'a battle roll needs 2 d6 faces'), apply: (g, a) => rollBattle(g, a.faces[0], a.faces[1]), describe: receipt },
  retreat: { read: bare, apply: retreat, describe: receipt },
  land: { read: readLand, apply: (g, a) => landOnGeyser(g, a.player, a.ring, a.held === true), describe: receipt },
  claim: { read: readGeyserChange, apply: (g, a) => claimGeyser(g, a.player, a.ring), describe: receipt },
  lose: { read: readGeyserChange, apply: (g, a) => loseGeyser(g, a.player, a.ring), describe: receipt },
  enterMother: {
    read: (a) => (isCount(a.player) ? null : 'a move into the Mother Geyser is not readable'),
    apply: (g, a) => enterMother(g, a.player),
    describe: receipt,
  },
  leaveMother: { read: bare, apply: leaveMother, describe: receipt },
  counted: { read: bare, apply: confirmCounts, describe: receipt },
};

// A game saved before version 3 asks the table to check some counts: each move keeps only those it left as saved.
for (const move of Object.values(play)) {
  const apply = move.apply as (g: GeyserState, a: never) => GeyserState | Refusal;
  move.apply = ((g: GeyserState, a: never) => {
    const next = apply(g, a);
    return 'error' in next ? next : keepRecount(next);
  }) as typeof move.apply;
}

/** Every Geyser action: setup, start, and the moves in play. */
export const geyserMoves = stagedMoves<SetupDraft, GeyserState, PlayAction>(
  {
    readSetup: checkSetup,
    newGame,
    started: (g) => `Game started: ${g.players.map((t) => t.name).join(', ')} (seat order, each next one to the left)`,
  },
  play,
);

/** Applies one action to a saved game: the new document, or a refusal. */
export const applyGeyser: (doc: GeyserDoc, a: GeyserAction) => GeyserDoc | Refusal = applyWith(geyserMoves);

/** Why `a` is not a Geyser action, or null when it is (run when a game is opened or imported). */
export const checkGeyserAction = checkActionWith(geyserMoves);

/** The game-log line for an applied Geyser action, or null for setup edits. */
export const describeGeyser = describeWith(geyserMoves);
