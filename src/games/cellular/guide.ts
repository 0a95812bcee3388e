import type { GameGuide } from '../rules-kit/guide';

/** Cellular Powerhouse's Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'Two to four players, entered in seat order: hands pass to the left.',
    'The Center gets 3 d4, 2 d6 and 1 d8 for each player, plus one d12.',
    'Shuffle each Source deck on its own; take out 90 Traits with two players, 45 with three, none with four.',
    'Give every player one Mutation.',
    'Advanced Setup: lay out 2 Starting Genomes per player and snake-draft them, in seat order and then back.',
  ],
  turn: [
    'Three Rounds. Each builds a Gene Pool (per player: 5 Evolutions, 5 Adaptations, 10 Traits), turns up a Competition and deals 8 cards to everyone.',
    'Drafting: anyone may draw from the Gene Pool and then discard a card from hand; everyone picks a card from hand, and once all have picked, the picked cards go face up together and Draft effects happen at once.',
    'A Mutation may then be given away to take a card from that player\'s Microbe; hands pass left until they are empty.',
    'Competition: do what the card says. Its winner puts it and the whole Gene Pool face down in their Microbe; no clear winner means a Scarcity roll.',
    'Round End: Adaptations trigger, the Converging ones first.',
    'Scarcity roll: each contender picks dice from their Microbe in secret, all roll together, and the highest total wins.',
    'After Round 3: 1 Nutrient per face-down card, 5 per Mutation, plus or minus each Evolution. Most Nutrients wins; a tie goes to a Scarcity roll.',
  ],
  app: [
    'Keeps the dice in the Center and in every Microbe, one tap per die; the total of each kind never changes.',
    'Runs Scarcity rolls by passing the phone: each contender picks in private, then all picks are shown at once.',
    'Shows each contender\'s exact chance of winning once the picks are shown, and again after a tie.',
    'Rolls dice for card effects, one player\'s or players\' against each other (picked in private, passing the phone), and sends them back to the Center.',
    'Adds up Nutrients and names the winner only when every number is in.',
    'App dice or real dice, and every step can be undone.',
  ],
  readings: [
    { id: 'snake-draft-order', title: 'The snake draft goes from the first seat to the last, then from the last back to the first.', why: 'The text names a set order and its reverse; seat order is the one the table already uses.' },
    { id: 'short-gene-pool', title: 'A short Gene Pool is dealt as evenly as possible, the odd cards one each to the earliest seats.', why: 'The text says to spread it evenly but not who gets the extra cards.' },
    { id: 'secret-picks-in-turn', title: 'Contenders pick their dice one at a time in seat order, passing the phone; until all are in, the app shows only who has picked.', why: 'Chosen dice stay secret until they are cast, and one phone needs a turn order.' },
    { id: 'empty-microbe-skipped', title: 'A contender with no dice is skipped and picks nothing.', why: 'Everyone can see an empty Microbe, so skipping reveals nothing.' },
    { id: 'no-dice-scores-zero', title: 'A contender who commits no die scores 0 when someone else commits one.', why: 'Rolling nothing adds up to nothing, so the d8 roll is only for when nobody commits.' },
    { id: 'nobody-committed-d8', title: 'If nobody commits a die, every contender rolls one d8 from anywhere; no die moves, and ties roll the d8 again.', why: 'The text sends that d8 back where it came from.' },
    { id: 'scarcity-ties', title: 'Tied contenders roll the same dice again, and only they; whoever rolled lower is out.', why: 'The text says only to keep rolling; the same dice keep it fair to the picks.' },
    { id: 'scarcity-dice-return', title: 'A Scarcity roll\'s dice go back to the Center after the first throw; re-rolls after a tie use the same dice.', why: 'Every roll returns its dice, and a tie must not cost them twice.' },
    { id: 'scarcity-roll-open', title: 'While a Scarcity roll has no winner, nothing else can happen: no dice move, no Round step.', why: 'Moving dice mid-roll would change what was picked.' },
    { id: 'scarcity-odds', title: 'The chances shown count every total of every pick, with ties thrown again among the tied.', why: 'That is how the roll is settled, so the figure is exact, not a guess.' },
    { id: 'secret-picks-undo', title: 'Once every secret pick is in, Undo cannot take one back; throws can still be undone.', why: 'The table may have seen the picks, so the last picker could pick again knowing them.' },
    { id: 'effect-secret-picks', title: 'When players roll against each other for a card, each picks dice in secret in seat order, passing the phone; the picks show as the dice are cast.', why: 'The text keeps chosen dice secret until they are cast, and one phone needs a turn order.' },
    { id: 'effect-dice-return', title: 'Dice rolled for a card effect come from the roller\'s Microbe and go back to the Center, unless you tick that the card keeps them.', why: 'The text says that of every roll unless a card says otherwise.' },
    { id: 'tied-evolutions', title: 'An Adaptation or Evolution whose condition is tied pays nobody, reward or penalty.', why: 'The text says so; the hints and the scoring form ask for the tie.' },
    { id: 'convergence-evolutions', title: 'Evolutions face up in the Center (the Convergence) are scored by every player.', why: 'Face-up cards in the Center belong to all players; the text does not say how they score.' },
    { id: 'setup-mutation', title: 'The setup Mutation is offered at scoring with one tap, not assumed.', why: 'It may have been given away during the game.' },
    { id: 'every-number-entered', title: 'Every scoring number must be entered, 0 typed as 0, before a winner is named; a total may be negative.', why: 'An empty box is not a 0, and a missed Evolution could change the winner.' },
  ],
};
export default guide;
