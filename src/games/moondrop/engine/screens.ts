// The parts of the engine the screens use, imported file by file: the best-play scorer
// (engine/score.ts and its search) stays out of the screen's chunk and is loaded with the
// scoring worker only (scoring/score-worker.ts). Everything here is engine code, unchanged.
export * from './types';
export { formatSheet, parseSheet, parseSheetParam, sheetToParam } from './sheet-text';
export { blockFor, blockModules, faceModule, rotateCells, type Block, type BlockSquare, type PlacedSquare, type Shape } from './blocks';
export { blockOnGrid, legalPlacements, paintCell, placeBlock, placementProblem, type Placement } from './placement';
export type { ChoiceRule, Overrides, Score, ScoreStep } from './score';
export type { OrderTotal } from './orders';
