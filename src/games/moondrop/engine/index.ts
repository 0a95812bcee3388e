/** Moon Drop rules engine: blocks, the digital sheet, sheet text and best-play scoring (RULES.md §3). */
export {
  CRISES,
  CRISIS_NAMES,
  GOALS,
  GOAL_NAMES,
  MODULES,
  MODULE_NAMES,
  SIZE,
  cellName,
  emptySheet,
  isCrisisId,
  isGoalId,
  type Cell,
  type CrisisId,
  type GoalId,
  type Module,
  type Refusal,
  type Sheet,
  type SheetCell,
} from './types';
export { formatSheet, parseSheet, parseSheetParam, sheetToParam } from './sheet-text';
export {
  blockFor,
  blockModules,
  faceModule,
  rotateCells,
  type Block,
  type BlockSquare,
  type PlacedSquare,
  type Shape,
} from './blocks';
export { blockOnGrid, legalPlacements, paintCell, placeBlock, placementProblem, type Placement } from './placement';
/** Which rule a scoring step applies. */
export type { StepKind } from './effects';
export {
  pinnedChoices,
  scoreSheet,
  scoreWithChoices,
  type ChoiceRule,
  type Overrides,
  type Score,
  type ScoreStep,
} from './score';
export { crisisOrders, scoreAllOrders, scoreWithOrders, type OrderTotal } from './orders';
