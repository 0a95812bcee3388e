import type { GameGuide } from '../types';

/** Cellular Powerhouse's Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'Put 3 d4, 2 d6 and 1 d8 per player and one d12 in the Center; shuffle the four Source decks.',
    'With two players remove 90 Traits, with three remove 45; each player gets a Mutation.',
    'Optionally draft Starting Genomes: two per player face up, picked in seat order and back.',
  ],
  turn: [
    'Three Rounds. Each: a Gene Pool of 5 Evolutions, 5 Adaptations and 10 Traits per player; everyone draws 8.',
    'Drafting: everyone picks a card in secret, reveals together, resolves Draft effects at once, then passes the hand left.',
    'Competition: follow the card; its winner takes it and the whole Gene Pool face down. No clear winner: a Scarcity roll.',
    'Round End: Adaptations trigger, those that Converge first.',
    'At the end, 1 Nutrient per face-down card, 5 per Mutation, plus or minus each Evolution. Most Nutrients wins; a tie goes to a Scarcity roll.',
  ],
  app: [
    'Keeps the dice in the Center and in each Microbe, and moves rolled dice back to the Center.',
    'Runs the secret Scarcity pick hand to hand, then shows each contender\'s exact chance of winning.',
    'Counts Nutrients and will not declare a winner until every number is entered.',
  ],
  readings: [
    { id: 'tied-evolutions', title: 'An Evolution or Adaptation whose condition is tied pays nobody.', why: 'The text says so; scoring asks for the tie where each Evolution is entered.' },
    { id: 'scarcity-ties', title: 'Tied contenders roll the same dice again, and only they.', why: 'The text says only "keep rolling".' },
    { id: 'secret-picks-undo', title: 'Once every secret pick is in, Undo cannot take one back.', why: 'The table may have seen the picks, so the last picker could pick again knowing them.' },
    { id: 'convergence-evolutions', title: 'Evolutions face up in the Center are scored by every player.', why: 'Face-up cards in the Center belong to all players.' },
    { id: 'no-dice-scores-zero', title: 'A contender who commits no die scores 0; if nobody commits one, everybody rolls a d8.', why: 'The d8 rule covers only the case where nobody committed dice.' },
    { id: 'effect-dice-return', title: 'Dice rolled for a card effect go back to the Center unless the card says otherwise.', why: 'The text says so of every roll.' },
    { id: 'setup-mutation', title: 'The setup Mutation is offered, not assumed, at scoring.', why: 'It may have been given away during the game.' },
    { id: 'short-gene-pool', title: 'A short Gene Pool is dealt as evenly as possible, the odd cards to the earliest seats.', why: 'The text says "as evenly as possible" without saying who gets the extra cards.' },
  ],
};
export default guide;
