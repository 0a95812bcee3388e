import { seatColour } from '../../../shared/players';
import { type StagedDoc, applyStaged } from '../../rules-kit/staged';
import { checkGeyserAction } from './check';
import {
  type GameSetup,
  type GeyserState,
  type Ring,
  type Square,
  claimGeyser,
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

/** The setup form while players are being entered (seat order, each next one to the left). */
export type SetupDraft = GameSetup;

/** A saved Geyser game: the setup form, then the game itself. */
export type GeyserDoc = StagedDoc<SetupDraft, GeyserState>;

/** Everything a table can do in Geyser; dice faces travel inside, so replay is exact. */
export type GeyserAction =
  | { type: 'setup'; setup: SetupDraft }
  | { type: 'start' }
  | { type: 'startRoll'; faces: number[] }
  | { type: 'endTurn' }
  | { type: 'fire'; faces: [number, number] }
  | { type: 'attack'; attacker: number; defender: number; at: Square }
  | { type: 'battle'; faces: [number, number] }
  | { type: 'retreat' }
  | { type: 'land'; player: number; ring: Ring }
  | { type: 'claim'; player: number; ring: Ring }
  | { type: 'lose'; player: number; ring: Ring }
  | { type: 'enterMother'; player: number }
  | { type: 'leaveMother' };

/** A new Geyser game: the setup form for three players. */
export function newDoc(): GeyserDoc {
  return { stage: 'setup', setup: { players: [0, 1, 2].map((i) => ({ name: `Player ${i + 1}`, colour: seatColour(i) })) } };
}

/** Applies one action to a saved game: the new document, or a refusal. */
export function applyGeyser(doc: GeyserDoc, a: GeyserAction): GeyserDoc | { error: string } {
  return applyStaged({ check: checkGeyserAction, newGame, move }, doc, a);
}

function move(g: GeyserState, a: GeyserAction): GeyserState | { error: string } {
  switch (a.type) {
    case 'startRoll':
      return rollStart(g, a.faces);
    case 'endTurn':
      return endTurn(g);
    case 'fire':
      return fire(g, a.faces);
    case 'attack':
      return startBattle(g, a.attacker, a.defender, a.at);
    case 'battle':
      return rollBattle(g, a.faces[0], a.faces[1]);
    case 'retreat':
      return retreat(g);
    case 'land':
      return landOnGeyser(g, a.player, a.ring);
    case 'claim':
      return claimGeyser(g, a.player, a.ring);
    case 'lose':
      return loseGeyser(g, a.player, a.ring);
    case 'enterMother':
      return enterMother(g, a.player);
    case 'leaveMother':
      return leaveMother(g);
    default:
      // An action from an older or newer app, or a broken one: refused, the game untouched.
      return { error: `Unknown move "${String((a as { type?: unknown }).type)}"` };
  }
}
