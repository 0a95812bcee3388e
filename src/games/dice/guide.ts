import type { GameGuide } from '../rules-kit/guide';

/** The dice roller's Rules screen: it has no rule text, so its readings are how the app rolls. */
const guide: GameGuide = {
  setup: [
    'Tap a quick roll (1d6, 2d6 or the Moon Drop block), or build your own set: any mix of d4, d6, d8, d10, d12 and d20, up to 60 dice.',
    'Add a modifier to each die, one to the total, or both, from −99 to +99.',
    'Choose "App rolls" to let the phone roll, or "Real dice" to type what your own dice show.',
  ],
  turn: [
    'App rolls: tap Roll, or a quick roll button to roll that set at once.',
    'Real dice: a quick roll button only sets the dice; throw them, type each face in its box and enter.',
    'The result shows the total in large print, then every die with its face, its modifier and what it counts.',
    'A Moon Drop roll shows the block it makes instead of a total.',
  ],
  app: [
    'Rolls with the phone\'s cryptographic random source (Web Crypto), never Math.random.',
    'Keeps every roll in the history, however many, each marked as app or real dice, with every die listed: the newest 50 are shown, older ones a hundred at a time.',
    'Saves after every tap; Undo and Redo step through rolls and changes to the dice.',
    'Works with no network once the app has been opened one time.',
  ],
  readings: [
    {
      id: 'fair-dice',
      title: 'Every face of every die is equally likely.',
      why: 'A random number that falls in the uneven top range is thrown away and drawn again (rejection sampling), so low faces get no edge.',
    },
    {
      id: 'quick-roll-clears-modifiers',
      title: 'A quick roll sets all the dice and puts both modifiers back to none.',
      why: 'A quick roll is a whole recipe: a "+1 each die" left over from before would quietly change a Moon Drop block.',
    },
    {
      id: 'moon-drop-block',
      title: 'The Moon Drop roll reads the blue die as the shape and the four white dice, lowest first, as squares 1 to 4.',
      why: 'That is how Moon Drop turns five dice into a block; the sum of the dice means nothing there, so no total is shown.',
    },
  ],
};
export default guide;
