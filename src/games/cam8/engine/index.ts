// CAM 8 rules engine: the public API the UI uses (RULES.md §2).
export * from './types';
export { newGame, MIN_PLAYERS, MAX_PLAYERS, STARTING_HAMSTERS, type GameSetup, type PlayerSetup } from './setup';
export { nextPhase, phaseAfter, phaseTitle, askToEnd, diplomacyQuorum, diplomacyStatus, DIPLOMACY_COUNTDOWN_S } from './phases';
export { adjust, adjustFeral, feralEffect, WHALE_FIELDS, type WhaleField } from './adjust';
export { trade, tradeChecks, type Goods, type TradeOffer, type TradeHalf } from './trade';
export { initiativeTies, initiativeOrder, setInitiative, decisionsProblem, rollOffProblem, rollOffBegun, type InitiativeDecisions, type InitiativeTie } from './initiative';
export { ACTIONS, ACTION_NAMES, TARGETED_ACTIONS, type Action } from './action-table';
export { modifierFor, type Modifier } from './prepare';
export { actionNeeds, outcomeOdds, type ActionNeeds, type ActionOdds, type DieOdds, type OutcomeChance, type Marginal } from './odds';
export type { Chance } from './chance';
export type { Tally } from './tally';
export { resolveAction, endActions, type ActionInput, type ActionChoices } from './resolve';
export { harvestFlooding } from './harvest';
export { feed, feedOptions, growthChance, mealPlan, type Meal, type FeedInput, type MealOption, type MealPlan } from './feed';
export { describe, describeDice, describeModifier } from './describe';
export { totalHamsters, formatHamsters, noHamsters } from './hamsters';
export { formatDie } from './state';
