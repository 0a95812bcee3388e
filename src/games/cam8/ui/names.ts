import { OCCUPATIONS, type Occupation } from '../engine';

/** Occupation names as the rules print them. */
export const OCCUPATION_NAMES: Record<Occupation, string> = {
  breeders: 'Breeders',
  diggers: 'Diggers',
  harvesters: 'Harvesters',
  guards: 'Guards',
  politicians: 'Politicians',
};

export { OCCUPATIONS };
