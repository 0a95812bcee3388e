export {
  DIE_SIZES,
  type DieSize,
  type DiceGroup,
  type Pool,
  EMPTY_POOL,
  MAX_DICE,
  MAX_GROUP,
  MAX_MODIFIER,
  isDieSize,
  poolDice,
  countOf,
  withCount,
  poolText,
  checkPool,
} from './pool';
export { type Receipt, type Roll, checkFace, resolveRoll, receiptText, rollText, rollBlock, blockText } from './roll';
export { type DiceState, type DiceAction, newDice } from './game';
export { applyDice, checkDiceAction, describeDice } from './move-table';
export { mergeDice } from './log';
export { checkDiceState } from './check';
export { PRESETS, type Preset } from './presets';
export { MOON_SHAPES, moonBlock, isMoonPool, type MoonBlock } from './moon-block';
