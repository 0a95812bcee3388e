export {
  type Board, type Cell, type CrewMember, type Refusal,
  CREW, MAX_SIDE, MAX_SANDBAGS, MAX_DEPTH,
  isRefusal, onBoard, indexOf, cellAt, sameCell, cellName, surface, depthAt, sandbagsAt,
} from './board';
export { parseBoard, formatBoard } from './board-text';
export { flowTargets } from './flow';
export { type Pick, pendingFlows, flowUnit, settle } from './settle';
export { DROWNING_DEPTH, crewMoves, moveCrew } from './crew';
export { type Outcome, outcome, isCutOff } from './outcome';
export {
  type CaptainTurn, CAPTAIN_TURNS,
  addWaterAt, pump, placeProblem, removeProblem, placeSandbag, removeSandbag,
} from './moves';
export { type Marker, APP_SIDES, roundsFor, defaultBoard, placeMarker, setSandbags, setDepth } from './setup';
export { boardProblem } from './board-check';
