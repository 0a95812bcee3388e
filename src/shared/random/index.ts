export { type Rng, uniformInt, rollDie, rollDice, seededRng } from './rng';
export { cryptoRng, type RandomValuesSource } from './crypto-rng';
