import type { GameGuide } from '../types';

/** Moon Drop's Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'Each player has a 9×9 sheet. Deal 3 Crisis cards face down and 2 Goal cards face up (or enter the ones your table drew).',
    'Or score a paper sheet after play: transcribe it and pick the cards.',
  ],
  turn: [
    'Seven rounds: roll the blue die (the block\'s shape) and four white dice (its modules, lowest first).',
    'Every player draws that block anywhere on their sheet, turned but never mirrored, never over a module.',
    'After round 7: a Safety Check, then the three Crises in their shuffled order, each followed by a Safety Check.',
    'Your score is the two Goals.',
  ],
  app: [
    'Draws the block with the paper symbols and shows where it fits.',
    'Scores every sheet with the best choices the rules allow, step by step, for the real crisis order and all six orders.',
    'Lets you override a choice and see what it costs.',
  ],
  readings: [
    { id: 'cells-one-based', title: 'Cells are named by row and column counted from 1.', why: 'That is how a player counts squares on paper.' },
    { id: 'crossed-modules', title: 'A crossed module still joins Buildings and counts for Quake, but has no type.', why: 'The text crosses modules out without removing them from the sheet.' },
    { id: 'best-choices', title: 'Where a step is a choice, the score shown is the best over every legal sequence of choices.', why: 'A player at the table would pick what scores most; the app shows one such sequence and lets you change it.' },
    { id: 'breach-uncrossed-corridors', title: 'Breach counts only uncrossed Corridors next to an empty cell; the grid\'s edge is not a cell.', why: 'A crossed module is no longer a Corridor.' },
    { id: 'nothing-to-cross', title: 'A failed Crisis with nothing left to cross does nothing.', why: 'You cannot cross what is not there.' },
    { id: 'block-fits-nowhere', title: 'A player whose block fits nowhere passes the round.', why: 'The text does not say; passing keeps the other players going.' },
    { id: 'ties-share-the-win', title: 'Equal best totals share the win.', why: 'The text names no tie-breaker.' },
  ],
};
export default guide;
