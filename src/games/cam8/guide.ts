import type { GameGuide } from '../types';

/** CAM 8's Rules screen in the app's words, with every reading the screens mark. */
const guide: GameGuide = {
  setup: [
    'Each player has a whale of size 1 and three hamsters in any occupations: Breeders, Diggers, Harvesters, Guards or Politicians.',
    'Set the Feral Hamster track as your board prints it: one space per number, a blank after each number, or the exact list.',
    'Choose the variants you play: Attack of the Giant Feral Hamsters, Hamster Trails.',
  ],
  turn: [
    'Diplomacy & Trade: talk and trade; once half the table asks to move on, a 60-second countdown runs.',
    'Initiative: fewest Politicians pick an initiative card first; Command & Resolve goes by card, card 1 first.',
    'Command & Resolve: each whale takes as many actions as its size; each action resolves at once with its dice.',
    'Flooding and Harvest: enter each whale\'s flooded sections; every one gives 1 krill.',
    'Diplomacy & Trade again, then Feed: every whale eats at once, then its hamsters; the unfed flee.',
    'Every die counts its face minus the Feral level, plus Boosts and Assists. Past the last 5 on the track the hamsters revolt and everybody loses.',
  ],
  app: [
    'Shows the exact odds of every outcome before you roll, and a receipt for every die after.',
    'Asks the owner each choice the rules give (which hamsters flee, where new ones work).',
    'Keeps brains, krill, the Feral track and the phase for every whale; every tap can be undone.',
  ],
  readings: [
    { id: 'modifier-fixed-per-action', title: 'All dice of one action get the modifier in force when the action begins.', why: 'The text does not say whether a Feral step from die 1 changes die 2; fixing it keeps an action\'s odds readable before the roll.' },
    { id: 'boosts-spent-together', title: 'Boosts and Assists are spent by the first action that rolls a die, all at once.', why: 'The text says they apply to the next rolling action, not how many of them.' },
    { id: 'revolt-midway', title: 'If the hamsters revolt partway through an action, the game ends at once.', why: 'The revolt ends the game; dice after it have nothing left to decide.' },
    { id: 'recruit-barbarians-feral-0', title: 'At Feral 0 a result over 4 still gains the hamster; the track stays at 0.', why: 'The track never goes below its start, but nothing says the new hamster is lost.' },
    { id: 'tunnel-dice-order', title: 'A whale may place fewer tunnel tokens than it has Diggers; die 1 is for the first token.', why: 'The board may not have room; the order ties each die to a token.' },
    { id: 'recruit-hamsters-at-most', title: 'A target gives at most the hamsters it has.', why: 'Counts never go below 0.' },
    { id: 'assist-lapses', title: 'An Assist given to a whale that has already acted lapses at the end of Command & Resolve.', why: 'Assists last only this phase and count only for the receiver\'s first rolling action.' },
    { id: 'starving-hamsters', title: 'A whale that starves has eaten all its krill, so its hamsters go unfed.', why: 'Unless its owner chose a smaller meal, nothing is left for them.' },
    { id: 'growth-dice-feral-only', title: 'Growth dice in Feed get only the Feral modifier; there is no largest size.', why: 'Boosts and Assists lapsed with Command & Resolve; the text names no cap.' },
    { id: 'simultaneous-feed', title: 'Feed uses the Feral level as it began, and fled hamsters move the track together at its end.', why: 'Feeding is simultaneous, so the order the app is tapped in must change nothing.' },
    { id: 'krill-offer', title: 'Paying 1 krill to pick first is offered once per tied group, to the tied whale with strictly the most krill.', why: 'The text gives the offer to "the one with the most krill"; with equal krill nobody has the most, so they roll off.' },
    { id: 'harvest-must-be-entered', title: 'The harvest must be entered (0 for no flooded section) before Harvest ends.', why: 'A forgotten harvest would starve whales in Feed.' },
    { id: 'giant-feral-check', title: 'The Giant Feral check: the table says each half\'s result, or the app rolls one die with the Feral modifier; below 1 the half never arrives.', why: 'The text never defines the check; below 1 is the threshold Tunnel uses.' },
    { id: 'feral-track-blank-spaces', title: 'On a blank space of the track the level is the number crossed on the way up.', why: 'The text speaks of the number the token stands on or last passed, so a printed track may have blank spaces.' },
    { id: 'initiative-cards', title: 'Pick order chooses cards; Command & Resolve runs in card order, card 1 first.', why: 'The first picker may take any card, so the two orders can differ.' },
  ],
};
export default guide;
