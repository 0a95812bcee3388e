import type { GameGuide } from '../rules-kit/guide';

// Reading ids are link targets: the screens' "Reading" marks (ui/readings.ts, Feed, Harvest, Initiative,
// Trade) open #/rules/cam8?r=<id>. Keep every id stable; guide.test.ts checks each marked id has an entry.

/** CAM 8's Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'Choose 2 to 6 players. Each whale starts at size 1 with an empty storehouse and 3 hamsters of its owner\'s choosing (one job may repeat).',
    'Describe your board\'s Feral Hamster track: 1 space per number, 2 if a blank follows each, or type it space by space. The token starts on 0.',
    'Switch on the variants you play: Attack of the Giant Feral Hamsters, Hamster Trails.',
  ],
  turn: [
    'Diplomacy & Trade I: talk and trade. Once half the table or more has asked to stop, a 60-second countdown starts.',
    'Initiative: whales with the fewest Politicians choose an initiative card first; actions then go by card number, card 1 first.',
    'Command & Resolve: a whale takes up to as many actions as its size, each settled on the spot.',
    'Every die counts its face minus the Feral level, plus any Boosts and Assists. A Transcend result of 10 or more wins.',
    'Flooding and Harvest: count each whale\'s flooded sections on the board; each is worth 1 krill.',
    'Diplomacy & Trade II, then Feed: all whales eat together, then every hamster eats 1 krill; hungry hamsters go feral.',
    'If the Feral token moves past the 5, the hamsters revolt and every player loses.',
  ],
  app: [
    'Shows the exact chance of every outcome before a roll and a receipt for each die after; app dice or real ones.',
    'Asks each owner the choices the rules leave them: jobs for new hamsters, what a target hands over, who runs off.',
    'Keeps every brain, storehouse and initiative card, the Feral track and the phase; any step can be undone.',
    'Saves dice before the choice they wait for, so closing the app never gives a free re-roll.',
  ],
  readings: [
    { id: 'player-count', title: 'A game has 2 to 6 whales.', why: 'The text sets no number of players; the board and its six starting hexes fit up to six, and it takes two to trade.' },
    { id: 'empty-storehouse', title: 'Every whale starts with an empty storehouse: 0 krill.', why: 'The text gives no starting krill; krill comes from Harvest and trades.' },
    { id: 'psychic-assist-action', title: 'A Psychic Assist is one of the giver\'s actions for the turn, like any other.', why: 'The text describes the Assist among the actions but leaves it out of its list of them.' },
    { id: 'owner-chooses-fleeing', title: 'When hamsters go unfed, their owner chooses which of them run off.', why: 'The text says unfed hamsters flee, not which ones.' },
    { id: 'modifier-fixed-per-action', title: 'All dice of one action use the modifier in force as it starts, then apply one by one in the order rolled.', why: 'The text does not say if a Feral step from one die changes the next; a fixed modifier lets the odds show first.' },
    { id: 'boosts-spent-together', title: 'All held Boosts and Assists go to the first action that rolls a die (Breed with no Breeders still rolls one).', why: 'The text says they help the next rolling action, not that they could be spread out.' },
    { id: 'revolt-midway', title: 'A revolt partway through an action ends the game there: later dice do nothing.', why: 'Nothing after the revolt can matter.' },
    { id: 'recruit-barbarians-feral-0', title: 'At Feral 0 a Recruit Barbarians result over 4 still gains a hamster; the token stays at 0.', why: 'The token cannot drop below its start, but nothing takes the new hamster away.' },
    { id: 'tunnel-dice-order', title: 'A whale may lay fewer tunnel tokens than it has Diggers; die 1 is for the first token laid, die 2 the second.', why: 'The board may lack room, and the order says which token collapses.' },
    { id: 'recruit-hamsters-at-most', title: 'A Recruit Hamsters target never gives more hamsters than it has.', why: 'Nobody can hand over hamsters they do not have.' },
    { id: 'counts-floor-at-zero', title: 'A loss never takes a count below 0, and the Feral token never goes below its start.', why: 'You cannot lose a Guard you no longer have.' },
    { id: 'assist-lapses', title: 'An Assist given to a whale that has already acted is wasted when Command & Resolve ends.', why: 'Assists last this phase only and help only a first rolling action.' },
    { id: 'assist-payback-trade', title: 'An Assist\'s receiver may pay its giver once, right after the Assist; the next move of Command & Resolve ends that moment.', why: 'The text lets the receiver pay for the token but names no time; every other trade belongs to Diplomacy & Trade.' },
    { id: 'command-may-end-early', title: 'Command & Resolve may end with actions unused; the app names who has some left and asks first.', why: 'A whale may do less than its size allows; asking stops a mistap.' },
    { id: 'hamster-trails-action', title: 'With Hamster Trails on, laying trails is an action of its own, with no roll.', why: 'Diggers lay trails instead of tunnels, and trails need no roll.' },
    { id: 'krill-offer', title: 'Paying 1 krill to pick first is offered once per tied group, to the whale with strictly the most krill; the rest roll off.', why: 'With equal krill nobody has the most. In the roll-off only equal dice roll again, and rolled dice stand.' },
    { id: 'initiative-cards', title: 'Pick order only decides who chooses a card; actions go in card order, card 1 first.', why: 'The first to pick may take any card, so the two orders can differ.' },
    { id: 'feral-track-blank-spaces', title: 'On a blank space dice count the last number the token stood on or passed, whichever way it moved; from the 5 onto any space beyond it is the revolt.', why: 'Dice count the number the token is on or last crossed, so a printed track may have blanks; the hamsters revolt once it moves past 5.' },
    { id: 'diplomacy-countdown', title: 'The Diplomacy countdown stops if a request is withdrawn and rings at 0; the table then taps Next.', why: 'Only the table knows when the last deal is really done.' },
    { id: 'harvest-must-be-entered', title: 'Harvest cannot end until every whale\'s harvest is entered (0 if nothing is flooded).', why: 'A forgotten harvest would starve whales in Feed.' },
    { id: 'simultaneous-feed', title: 'Growth rolls use the Feral level as Feed began; runaway hamsters move the token together once all have fed.', why: 'Everyone feeds at once, so the order of taps must change nothing.' },
    { id: 'smaller-meal', title: 'An owner may feed a whale less than its size to keep krill for the hamsters; the whale drops one size.', why: 'The text says what a short meal does and does not forbid choosing one.' },
    { id: 'starving-hamsters', title: 'A whale that starves has eaten all its krill, so its hamsters go hungry, unless its owner chose a smaller meal.', why: 'Nothing is left for them.' },
    { id: 'growth-dice-feral-only', title: 'Growth dice count only the Feral modifier, and a whale has no largest size.', why: 'Boosts and Assists lapsed with Command & Resolve; the text sets no top size.' },
    { id: 'all-whales-starved', title: 'If every whale has starved, everyone loses.', why: 'Nobody is left who could Transcend.' },
    { id: 'giant-feral-check', title: 'Giant Feral check: the table says if each half arrives, or the app rolls a die with the Feral modifier; below 1 it is lost.', why: 'The text never defines the check; below 1 is the line Tunnel uses, so at Feral 0 nothing is lost.' },
    { id: 'tunnels-connect-question', title: 'The app asks if the two whales\' tunnels connect and never answers for you; a half that moves nothing is not checked.', why: 'Only the board shows the tunnels.' },
  ],
};
export default guide;
