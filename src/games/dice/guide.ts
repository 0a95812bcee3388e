import type { GameGuide } from '../types';

/** The dice roller's Rules screen: no rule text, only how the app rolls. */
const guide: GameGuide = {
  setup: ['Pick the dice (d4 to d20, any mix), a modifier on each die and one on the total, or a preset such as Moon Drop\'s blue die and four white ones.'],
  turn: ['Tap Roll, or switch to Real dice and type the faces your own dice show.', 'Every roll lands in the history with each die, each modifier and the total.',
    'The Moon Drop preset gives no total: it shows the block the roll makes (the shape from the blue die, the four white faces low to high filling squares 1 to 4), in the result, the history and what a screen reader says.'],
  app: [
    'Rolls come from the phone\'s cryptographic random source, without the bias a naive "random number modulo six" has.',
    'A game is saved at its first roll and survives reloads, updates and a dead battery; undo takes a roll back.',
    'Works offline after the first visit.',
  ],
  readings: [
    { id: 'fair-dice', title: 'Each face of a die is equally likely.', why: 'Random numbers are drawn again when they fall in the uneven tail, so no face is favoured.' },
    { id: 'preset-keeps-only-its-own', title: 'A preset sets every modifier it does not name back to none.', why: 'A preset is a whole recipe: a leftover "+1 each die" would change a Moon Drop block.' },
  ],
};
export default guide;
