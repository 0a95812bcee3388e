import type { GameGuide } from '../rules-kit/guide';

/** Geyser's Rules screen in the app's words. The Firing and setup screens link to 'ring-pairs'. */
const guide: GameGuide = {
  setup: [
    'Two to four tribes. Enter them in seating order: each next player sits to the left of the one before.',
    'Each tribe puts one token on a starting square.',
    'If your board\'s rings are not numbered 2/12, 3/11, 4/10, 5/9, 6/8 and 7, type its own pairs at setup.',
    'Everyone rolls a die; the highest starts, and players tied for highest roll again.',
  ],
  turn: [
    'Turns go to the left from the starter. On your turn move one piece one square, never diagonally; your own tokens may share a square.',
    'Landing on a geyser claims it, and you may put a new token on a square around it: an empty one or one your own tokens hold, never another tribe\'s.',
    'Landing on a geyser your tribe already holds earns the new token too, but it is still one geyser: no bigger battle bonus, and it counts once toward the three the Mother Geyser needs.',
    'Moving onto another tribe\'s square starts a battle: each side rolls a die and adds its geysers; the higher total stays and the loser\'s token leaves.',
    'On a tie the attacker retreats, ending the turn, or attacks again.',
    'After each round the dice holder rolls 2d6: the ring with that sum fires and every token on it is destroyed. Then the dice pass left.',
    'Entering the Mother Geyser takes three normal geysers. Stand on it after a Firing and you win.',
  ],
  app: [
    'Runs the start roll, the turn order and who rolls each Firing.',
    'Counts the geysers each tribe controls, ring by ring, and empties a ring when it fires.',
    'Shows exact battle odds before the roll: for one roll, and for the whole battle if you attack again on every tie.',
    'Lists what each ring risks before a Firing, and logs every die rolled.',
    'App dice or real dice. Undo takes back any step, and counts can be fixed by hand (logged as corrections).',
  ],
  readings: [
    { id: 'ring-pairs', title: 'A sum n fires the ring printed with n and 14 − n (7 stands alone), unless setup names your board\'s own pairs.', why: 'The text names only the "6/8" ring; its two sums add to 14, so the other rings are read the same way.' },
    { id: 'seating-order', title: 'Players are entered in seating order, so "left" is the next one entered; the Firing dice start with the starter.', why: 'The app cannot see the table, and the text passes play and dice to the left.' },
    { id: 'start-roll-ties', title: 'At the start only the players tied for highest roll again.', why: 'A tie lower down decides nothing.' },
    { id: 'one-move-a-turn', title: 'After the turn\'s move and the battle it starts, only End turn is left: no second battle, no stepping into the Mother Geyser.', why: 'A turn is one piece moved one square.' },
    { id: 'claimed-geysers-keep-a-piece', title: 'A tribe never walks off a geyser it claimed: it loses one only to a battle or a Firing. The app never offers leaving as a move.', why: 'The text makes a claimer keep a piece there at all times.' },
    { id: 'new-token', title: 'Claiming a geyser by a move, or winning a battle on one, lets you place the new token beside it.', why: 'Either way you have landed on the geyser.' },
    { id: 'new-token-square', title: 'The new token may go on any square around the geyser except one another tribe holds: an empty square or one your own tokens hold.', why: 'The text says "any permissible square" and forbids only another player\'s square; your own tokens may share a square.' },
    { id: 'mother-new-token', title: 'Moving into the Mother Geyser, or winning a battle there, also allows a new token around it.', why: 'The Mother Geyser is a geyser like the others for landing on it; only entering it asks for three normal ones.' },
    { id: 'geysers-not-tokens', title: 'The app counts geysers per ring, not tokens: new tokens and lost ones are handled on the board.', why: 'Only the geyser counts change a number the rules use.' },
    { id: 'whole-battle-odds', title: 'The whole-battle chance assumes the attacker attacks again on every tie.', why: 'The attacker may also retreat, so the figure shows what pressing on is worth.' },
    { id: 'only-mover-attacks', title: 'Only the player whose turn it is can attack.', why: 'A battle starts by moving, and only that player moves.' },
    { id: 'battle-on-a-geyser', title: 'Winning a battle on a geyser takes it from the defender; losing changes no geyser. One defending token is assumed.', why: 'The winner holds the square; stacked defenders are fixed by hand.' },
    { id: 'mother-bonus', title: 'The battle bonus counts the Mother Geyser too; the three needed to enter it are normal geysers only.', why: 'The Mother Geyser is a geyser its holder controls, but entering asks for "normal" ones.' },
    { id: 'entering-the-mother', title: 'Entering the Mother Geyser, by moving or by attacking its holder, needs three normal geysers at that moment.', why: 'The condition is about moving in, so it is checked when you move.' },
    { id: 'keeping-the-mother', title: 'A holder of the Mother Geyser keeps it even if a Firing leaves it with fewer than three geysers.', why: 'Three geysers are needed to move in, not to stay.' },
    { id: 'firing-clears-ring', title: 'A Firing takes every geyser of its ring from every tribe; other rings and the Mother Geyser are safe.', why: 'It destroys every token there, and a geyser is held only while a token stands on it.' },
    { id: 'win-after-firing', title: 'Whoever stands on the Mother Geyser right after a Firing wins, even if that Firing cost them geysers.', why: 'The Firing closes the round, so holding it then is holding it through the round.' },
    { id: 'tribe-without-tokens', title: 'A tribe with no tokens left keeps its seat, passes its turns, and still rolls the Firing when the dice reach it.', why: 'The text never removes a player, and the dice keep passing left.' },
    { id: 'battle-square-stays', title: 'While a battle waits for its roll, a correction may not remove what is fought over.', why: 'Finish or retreat first, so the odds shown stay true.' },
  ],
};
export default guide;
