import type { GameGuide } from '../types';

/** Geyser's Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'Two to four tribes sit in order around the board; each places one token on a starting square.',
    'Everybody rolls a die; the highest starts (tied highest roll again), and play goes to the left.',
    'Tell the app how your board pairs the sums on its rings, if it differs from the usual one.',
  ],
  turn: [
    'Your turn is one move: one piece, one square, never diagonally. Two of your tokens may share a square.',
    'Moving onto a geyser claims it; you may also place a new token on a free square around it, never on another tribe\'s square.',
    'A claimed geyser always keeps one of your pieces: you lose it only to a battle or a Firing.',
    'Moving onto another tribe\'s square is a battle: each rolls a die plus the geysers they control; the loser removes that token. On a tie the attacker retreats (turn over) or attacks again.',
    'After every round, 2d6 fire the ring of their sum and destroy every token on it; the dice pass left each round.',
    'Entering the Mother Geyser needs three normal geysers. Hold it after a Firing and you win.',
  ],
  app: [
    'Tracks whose turn it is, the geysers each tribe controls, and who rolls the Firing.',
    'Shows exact battle odds for one roll and for the whole battle if you attack again on every tie.',
    'Refuses a second move in a turn; corrections by hand stay possible and are logged as corrections.',
  ],
  readings: [
    { id: 'ring-pairs', title: 'A sum n fires the ring printed with n and 14 − n (7 alone).', why: 'The text names only the "6/8" ring; its two sums add to 14, so the other rings are read the same way. Set your board at setup if it differs.' },
    { id: 'one-move-a-turn', title: 'After the move and the battle it starts, only End turn is left.', why: 'A turn is one piece moved one square, so no second battle and no stepping into the Mother Geyser after one.' },
    { id: 'mother-new-token', title: 'Moving into the Mother Geyser, or winning a battle there, also allows a new token around it.', why: 'The Mother Geyser is a geyser like the others for landing on it; only entering it asks for three normal ones.' },
    { id: 'mother-bonus', title: 'The battle bonus counts the Mother Geyser too; the three-geyser condition counts normal geysers only.', why: 'The Mother Geyser is a geyser its holder controls, but entering it asks for three "normal" ones.' },
    { id: 'firing-clears-ring', title: 'A Firing takes every geyser of its ring from every tribe.', why: 'It destroys every token there, and a geyser is held only while a token stands on it.' },
    { id: 'keeping-the-mother', title: 'A holder of the Mother Geyser keeps it even if a Firing leaves it under three geysers.', why: 'Three geysers are needed to move in, not to stay.' },
    { id: 'tribe-without-tokens', title: 'A tribe with no tokens keeps its seat and still rolls the Firing when the dice reach it.', why: 'The text never removes a player, and the dice keep passing left.' },
    { id: 'start-roll-ties', title: 'Only players tied for highest roll again at the start.', why: 'A tie lower down decides nothing.' },
  ],
};
export default guide;
