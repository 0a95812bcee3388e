import type { GameDef, GameModule } from '../types';
import { diceShape } from './shape';
import { type DiceAction, type DiceState, applyDice, checkDiceAction, checkDiceState, describeDice, mergeDice, newDice } from './engine';
import { DiceScreen } from './ui/DiceScreen';
import { dicePinned, diceStatus } from './engine/status';

/** The dice roller's rules, as the shell sees them. */
export const def: GameDef<DiceState, DiceAction> = {
  kind: 'dice',
  stateVersion: 1,
  create: newDice,
  apply: applyDice,
  describe: describeDice,
  merge: mergeDice,
  // Saved at the first roll.
  status: diceStatus,
  pinned: dicePinned,
  started: (state) => state.rolls.length > 0,
  checkState: checkDiceState,
  checkAction: checkDiceAction,
  shape: diceShape,
  // A code that cannot hold every roll keeps the newest (the oldest stay on the phone that rolled them).
  handOver: {
    count: (state) => state.rolls.length,
    keep: (state, n) => ({ ...state, rolls: n > 0 ? state.rolls.slice(-n) : [] }),
    words: (n) => (n === 1 ? 'the oldest roll' : `the ${n} oldest rolls`),
  },
};

/** The dice roller's screen. */
export const Screen = DiceScreen;

const module: GameModule<DiceState, DiceAction> = { def, Screen };
export default module;
