// Geyser rules engine: the public API the UI uses (RULES.md §5).
export * from './types';
export { newGame, MIN_PLAYERS, MAX_PLAYERS, MOTHER_NEEDS, type GameSetup, type PlayerSetup } from './setup';
export { ringLabel, ringSums, noGeysers, countGeysers, DEFAULT_RINGS, ringOf, ringName, boardRings, ringsText, readRings } from './rings';
export { normalGeysers, geysersControlled, currentPlayer } from './state';
export { startRollers, playOrder, rollStart } from './start';
export { firingRoller, endTurn, fire } from './rounds';
export { battleOdds, battleOddsFor, battleWinChance, chance, type BattleOdds, type Chance } from './odds';
export { battleOpen, startBattle, rollBattle, retreat } from './battle';
export { claimGeyser, loseGeyser, motherProblem, enterMother, leaveMother, landOnGeyser, moveProblem, newTokenHint, confirmCounts, keepRecount, recountWords } from './geysers';
