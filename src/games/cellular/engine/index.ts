// Cellular Powerhouse rules engine: the public API the UI uses (RULES.md §6).
export * from './types';
export { newGame, setupSheet, genePool, genePoolSize, MIN_PLAYERS, MAX_PLAYERS, ROUNDS, HAND_SIZE, type SetupSheet, type GameSetup, type PlayerSetup } from './setup';
export { dealCounts, snakeOrder, genomePicker, pickGenome, setGenePool, nextStep } from './rounds';
export { noDice, countDice, addDice, expandDice, formatDice, takeDice, returnDice } from './dice';
export { scarcityOpen, contestOpen } from './state';
export { startContest, pickForContest, castContest, nextContestPicker, contestDice, contestStatus, contestText } from './contest';
export { startScarcity, nextToCommit, commitDice, commitStatus } from './scarcity';
export { scarcityRollers, scarcityDice, rollScarcity, revealLine } from './scarcity-roll';
export { nutrients, setNutrients, standings, finishGame, MUTATION_NUTRIENTS, MAX_EVOLUTIONS, MAX_COUNT, blankSheet, evolutionValue, sheetGaps, readSheet } from './nutrients';
export { rollForEffect } from './effect';
export { scarcityOdds, winChances, totalWays, chance, chanceText, type Chance } from './scarcity-odds';
