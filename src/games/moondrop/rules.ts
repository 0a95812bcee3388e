// The parts of the engine the screens use, imported file by file: the best-play scorer
// (engine/score.ts and its search) stays out of the screen's chunk and is loaded with the
// scoring worker only (score-worker.ts). Everything here is engine code, unchanged.
export * from './engine/types';
export { formatSheet, parseSheet, parseSheetParam, sheetToParam } from './engine/sheet-text';
export { blockFor, blockModules, faceModule, rotateCells, type Block, type BlockSquare, type PlacedSquare, type Shape } from './engine/blocks';
export { blockOnGrid, legalPlacements, paintCell, placeBlock, placementProblem, type Placement } from './engine/placement';
export type { ChoiceRule, Overrides, Score, ScoreStep } from './engine/score';
export type { OrderTotal } from './engine/orders';
