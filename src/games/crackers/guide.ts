import type { GameGuide } from '../rules-kit/guide';

/** Drown, Captain Crackers!'s Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'Lay out the board (8×8 by default): two leak points, the escape pod, the control room, three crew members.',
    'Each cell holds sandbags (0 to 3) and water; a smaller board plays fewer rounds.',
  ],
  turn: [
    'Each round the crew members move in turn, then the Captain.',
    'A crew member walks over dry cells and may step into one wet cell, then may place or remove one sandbag where it stands.',
    'The Captain pumps water in at the leak points and places or removes sandbags: pump 3, pump 2 and place 1, pump 1 and place 2, or pump 1 and remove 1.',
    'After every move water flows: a unit goes level or down to the lowest cell it can reach, and the Captain picks where among the lowest.',
    'The Captain wins when a crew member drowns or is cut off from the pod, or the pod floods; the crew wins when the control room floods or the last round ends.',
  ],
  app: [
    'Says where each unit of water may go, and settles the water after every move.',
    'When every crew member stays put and changes no sandbag, one tap ("All crew stay") plays all their turns.',
    'The water calculator answers "where can this unit go?" on any board; in a game it opens on a copy of the board, and the game stays as it was.',
    'Share a board as a link.',
  ],
  readings: [
    { id: 'shared-cells', title: 'Two markers may share a cell (say, a leak point and a crew member).', why: 'The board text forbids only the same marker twice.' },
    { id: 'sandbags-on-leaks', title: 'A dry leak point takes sandbags like any cell.', why: 'The rules exclude only the escape pod and the control room.' },
    { id: 'missing-crew', title: 'A board may have fewer than three crew members; missing ones are skipped.', why: 'A crew member taken off the board cannot move.' },
    { id: 'cut-off-path', title: 'A crew member is cut off when no path of depth 1 or less joins its cell to the pod.', why: 'The path counts its own cell and the pod.' },
    { id: 'rounds-scaled', title: 'A smaller board plays fewer rounds: 60 × cells ÷ 64, rounded.', why: 'The text\'s 60 rounds are for 8×8.' },
    { id: 'captain-first', title: 'If both sides win at once, the Captain wins.', why: 'His conditions are checked first.' },
  ],
};
export default guide;
