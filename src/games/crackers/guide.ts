import type { GameGuide } from '../types';

/** Drown, Captain Crackers!'s Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'One player is the Captain; one or more players share the crew.',
    'Play on an 8×8 board, or any size from 3×3 to 12×12; a smaller board gets fewer rounds.',
    'Mark the two leak points, the escape pod, the control room (the Captain stays there) and crew pawns a, b and c. The app suggests a layout.',
    'Every cell holds 0 to 3 sandbags and some depth of water; a new board starts dry and bare.',
  ],
  turn: [
    'Each round crew a, b and c move in turn, then the Captain.',
    'From a dry cell a crew member walks any distance over dry cells, sandbags or not, and may end by stepping into one wet cell. From depth 1 it takes one step only.',
    'A crew member may then change one sandbag where it stands: place one on a dry cell that is not the pod or the control room (3 high at most), or take one off a dry cell.',
    'The Captain picks one: pump 3; pump 2 and place 1; pump 1 and place 2; or pump 1 and remove 1. Water is pumped in at a leak point.',
    'After every move, pump or sandbag change, water settles: a unit goes only level or down, to the lowest cell it can reach, and the Captain picks which.',
    'The Captain wins if a crew member stands in depth 2 or more, is cut off from the pod, or the pod reaches depth 2.',
    'The crew wins if the control room reaches depth 2, or the last round ends with nobody cut off and the pod below depth 2.',
  ],
  app: [
    'Marks where each crew member may go and where each unit of water may come to rest; you tap the choice.',
    'Lists the water that must still flow, in order, and can settle it all at once.',
    'Checks who has won every time the water is still.',
    'The water calculator tries flows and sandbags on a copy of any board and changes nothing in the game.',
    'Shares a board as text or a link; every step can be undone.',
  ],
  readings: [
    { id: 'flow-lowest-level', title: 'A unit must end on the lowest surface it can reach by going level or down, and it stops at the first such cell.', why: 'The text has water seek its lowest level; stopping at once keeps a unit from running on past equal cells.' },
    { id: 'flat-lake-bump', title: 'A single unit on top of a flat, still lake stays there as a bump.', why: 'Spreading out would end at the level it started from, which is not allowed.' },
    { id: 'captain-picks-target', title: 'When a unit may rest in several cells, the Captain picks; Auto takes the first in reading order.', why: 'The text gives the Captain that choice; Auto is only a quick default.' },
    { id: 'adjust-order', title: 'Water that must flow moves one unit at a time, highest surface first, ties in reading order.', why: 'The text names no order; the highest water is the first to spill.' },
    { id: 'pumped-unit-flows', title: 'A pumped unit lands on top of its leak\'s column and flows at once, before other water moves.', why: 'It is the water just added, so it moves first.' },
    { id: 'rounds-scaled', title: 'A smaller board plays fewer rounds: 60 × cells ÷ 64, halves rounded up.', why: 'The text\'s 60 rounds are for 8×8 and asks for fewer on smaller boards without a number.' },
    { id: 'crew-order', title: 'Crew move in the fixed order a, b, c; a pawn not on the board is skipped.', why: 'The text asks for any order that never changes.' },
    { id: 'crew-may-stay', title: 'A crew member may stay where it is and still place or remove a sandbag.', why: 'Moving is allowed, not required.' },
    { id: 'stepping-into-deep-water', title: 'A crew member may step into water 2 deep; it drowns and the Captain wins. The move screen names those cells first.', why: 'Nothing forbids the step, and undo takes back a mistap.' },
    { id: 'sandbags-on-leaks', title: 'A dry leak point takes sandbags like any other cell; water pumped there lands on top.', why: 'The rules rule out only the escape pod and the control room.' },
    { id: 'captain-sandbag-limits', title: 'The Captain\'s sandbags follow the crew\'s limits: dry cells only, never the pod or control room, at most 3 high.', why: 'The text gives the Captain the dry and height limits; keeping the pod and control room clear matches the crew.' },
    { id: 'removing-sandbags', title: 'A sandbag may be removed from any dry cell that has one.', why: 'Only typed board text can put sandbags on the pod or control room, and those may come off.' },
    { id: 'captain-turn-parts', title: 'The Captain\'s pumps and sandbags may come in any order; a sandbag part is skipped only when no cell allows it.', why: 'The text lists what a turn holds, not its order.' },
    { id: 'cut-off-path', title: 'A crew member is cut off when no path of depth 1 or less joins its cell to the pod, counting both ends.', why: 'A crew member can wade through depth 1, so only deeper water cuts it off.' },
    { id: 'outcome-after-water', title: 'Who has won is checked whenever the water is still, and at the start of a game.', why: 'Water still moving may change the outcome, so it settles first.' },
    { id: 'captain-first', title: 'If both sides win at once, the Captain wins.', why: 'His conditions are checked first.' },
    { id: 'shared-cells', title: 'The pod, the control room, a leak and crew pawns may share a cell; the two leaks may not.', why: 'The board text forbids only the same marker twice in a cell.' },
    { id: 'missing-crew', title: 'A board may have fewer than three crew pawns; a missing pawn cannot drown or be cut off.', why: 'Setup can take a pawn off, and only pawns on the board are in danger.' },
  ],
};
export default guide;
