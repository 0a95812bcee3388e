import type { GameGuide } from '../rules-kit/guide';

/** Moon Drop's Rules screen in the app's words. */
const guide: GameGuide = {
  setup: [
    'One to six players, each with an empty 9×9 sheet, on paper or in the app.',
    'Turn up 3 Crisis cards and 2 Goal cards: the app can deal them, or you tap the ones your table dealt.',
    'To score a paper sheet, read it from one photo, copy it in by tapping or dragging across cells, or paste its text.',
  ],
  turn: [
    'Seven rounds, each with one roll of a blue die and four white ones for the whole table.',
    'The blue die picks one of six shapes; the white dice, lowest first, fill its squares 1 to 4.',
    'White 1 or 2 is a Corridor, 3 is Life Support or Hydroponics (your pick), 4 Quarters, 5 Dock, 6 Research.',
    'Everyone draws the block on their own sheet: anywhere inside the grid, turned any way but never flipped, never over a module. It need not touch earlier blocks.',
    'After round 7: a Safety Check, then the three Crises in shuffled order, each followed by another Safety Check.',
    'Your score is what your two Goal cards pay; the highest score wins.',
  ],
  app: [
    'Draws each round\'s block with the paper symbols; tap where square 1 goes, turn the block, and place it: a round fits one phone screen. A white 3 starts as Life Support until you pick Hydroponics. The placed block stays ringed on its sheet until "Next" hands the phone on.',
    'Deals the cards as play starts when none were picked. A block rolled again after an Undo says so on the block.',
    'Scores every sheet with the best choices the rules allow, and shows each crossing step by step with its reason.',
    'After round 7 asks the table to shuffle the crises (in the app, or as your cards came out), then shows the best score in that order beside all six orders and their average: the score to expect before the shuffle.',
    'Lets you make a choice yourself and see what it costs.',
    'Shares a sheet as a link or text; scoring runs in the background, so the screen never freezes.',
    'Reads a paper sheet from a photo on your phone (nothing is sent anywhere), draws what it read over the photo and rings the cells it is unsure of; you fix those with the same tools, then score.',
  ],
  readings: [
    { id: 'cells-one-based', title: 'Cells are named by row and column counted from 1, row 1 col 1 at the top left.', why: 'That is how a player counts squares on paper.' },
    { id: 'three-per-square', title: 'Each white 3 becomes Life Support or Hydroponics as you choose, square by square.', why: 'The text offers either for a 3 and never ties two 3s together.' },
    { id: 'crossed-modules', title: 'A crossed-out module still joins its Building and counts as a neighbour, but it is no longer of any type.', why: 'Crossing out leaves the square filled; only its type is gone.' },
    { id: 'reach', title: 'Crew stand on Quarters, and on Corridors and Docks linked to one (hopping Dock to Dock); a Room is reached if they can stand on it or next to it.', why: 'The text traces paths along Corridors and Docks only, so other Rooms do not pass the crew on.' },
    { id: 'best-choices', title: 'Wherever the rules let you choose what to cross out, the score is the best over every possible set of choices.', why: 'A player would choose what scores most; the app shows one best play and lets you try others.' },
    { id: 'best-play-ties', title: 'When several plays reach the best score, the app shows one, and always the same one for the same sheet.', why: 'The score is the same either way, and the steps stay put.' },
    { id: 'fewer-rooms-than-asked', title: 'A Fire or Breach that asks for more Rooms than are left crosses out all of them.', why: 'Nobody can cross out more than the sheet holds.' },
    { id: 'nothing-to-cross', title: 'A failed Crisis with nothing left to cross out is reported as failed and changes nothing.', why: 'There is nothing it could take.' },
    { id: 'breach-uncrossed-corridors', title: 'Breach counts only uncrossed Corridors beside an empty cell; the edge of the grid is not an empty cell.', why: 'A crossed module is no longer a Corridor, and beyond the edge there is no square.' },
    { id: 'breach-rooms-anywhere', title: 'Breach takes its Rooms from anywhere on the sheet, one per exposed Corridor, as a choice.', why: 'The text says how many Rooms to cross out, not where.' },
    { id: 'crossings-all-at-once', title: 'Plague and Quake find every failing module first, then cross them all out together.', why: 'Otherwise the order of crossings would change the score.' },
    { id: 'quake-counts-crossed', title: 'Quake counts crossed-out modules as neighbours and crosses out only modules that are still uncrossed.', why: 'A crossed module is still a module, and nothing can be crossed out twice.' },
    { id: 'sabotage-one-group', title: 'Sabotage crosses out one largest group of connected Rooms; when two are as large, which one is a choice.', why: 'The text says to take the largest group but not what happens when two tie.' },
    { id: 'mining-edge', title: 'Mining counts empty cells from which no chain of empty cells leads to an empty cell on the edge.', why: 'Only empty squares make a way out.' },
    { id: 'efficiency-corridors', title: 'Efficiency counts the cells of the largest connected group of uncrossed Corridors, 0 if there is none.', why: 'A crossed Corridor is no longer a Corridor.' },
    { id: 'security-count', title: 'Security pays 4 for each Building that holds a Dock, leaving out the first one: two such Buildings pay 4.', why: 'The card\'s wording can be read more than one way; this is the plainest count.' },
    { id: 'crisis-order', title: 'During the seven rounds the three crises are a set with no order; after round 7 the app shuffles them, or you tap the order your real cards came out in, and only then scores that order, beside all six and their mean.', why: 'The text shuffles the crises at the end, so nobody knows the order while building; the app\'s shuffle, kept in the game, stands in for the cards.' },
    { id: 'block-fits-nowhere', title: 'A player whose block fits nowhere passes the round; the app offers this only then.', why: 'The text does not say; passing lets everyone else play on.' },
    { id: 'ties-share-the-win', title: 'Equal best totals share the win.', why: 'The text names no tie-breaker.' },
    { id: 'transcribed-sheets', title: 'A copied sheet may already hold crossed-out modules, or more than the 28 that seven blocks make; it is scored as it is.', why: 'A paper sheet may be copied after its crises, or be halfway through a fix.' },
  ],
};
export default guide;
