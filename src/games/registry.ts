import type { GameGuide } from './rules-kit/guide';
import type { GameModule } from './types';

/** One game as the home screen lists it; `load` fetches its code only when needed. */
export interface GameEntry {
  /** The saved game's kind, also its folder and its addresses (`#/new/<kind>`). */
  kind: string;
  title: string;
  /** One short line under the title. */
  blurb: string;
  /** The id of its picture in `public/icons/games.svg` (shipped with the app: no emoji font needed). */
  icon: string;
  /** Loads the game's screen and rules (its own chunk, fetched when a game of this kind opens). */
  load: () => Promise<GameModule>;
  /** Loads the game's Rules screen text (its own small chunk). */
  guide: () => Promise<{ default: GameGuide }>;
}

/** Every game, in home-screen order. */
export const GAMES = [
  {
    kind: 'dice',
    title: 'Dice',
    blurb: 'Any mix of d4 to d20, modifiers, receipts and history.',
    icon: 'dice',
    load: () => import('./dice/index'),
    guide: () => import('./dice/guide'),
  },
  {
    kind: 'cam8',
    title: 'CAM 8',
    blurb: 'Whale brains, Feral Hamsters and the action resolver.',
    icon: 'cam8',
    load: () => import('./cam8/index'),
    guide: () => import('./cam8/guide'),
  },
  {
    kind: 'moondrop',
    title: 'Moon Drop',
    blurb: 'Blocks, the 9×9 sheet and a best-play scorer.',
    icon: 'moondrop',
    load: () => import('./moondrop/index'),
    guide: () => import('./moondrop/guide'),
  },
  {
    kind: 'crackers',
    title: 'Captain Crackers',
    blurb: 'Where every unit of water may flow.',
    icon: 'crackers',
    load: () => import('./crackers/index'),
    guide: () => import('./crackers/guide'),
  },
  {
    kind: 'geyser',
    title: 'Geyser',
    blurb: 'Start rolls, battles and firings.',
    icon: 'geyser',
    load: () => import('./geyser/index'),
    guide: () => import('./geyser/guide'),
  },
  {
    kind: 'cellular',
    title: 'Cellular Powerhouse',
    blurb: 'Setup, drafts and secret Scarcity rolls.',
    icon: 'cellular',
    load: () => import('./cellular/index'),
    guide: () => import('./cellular/guide'),
  },
] as const satisfies readonly GameEntry[];

/** The kinds of saved game the app knows: the registry's, in home-screen order. */
export type GameKind = (typeof GAMES)[number]['kind'];

/** Every kind, in the order the home screen lists them. */
export const GAME_KINDS: readonly GameKind[] = GAMES.map((g) => g.kind);

/** The registry entry of a kind, if the app knows it. */
export function gameEntry(kind: string): GameEntry | undefined {
  return GAMES.find((g) => g.kind === kind);
}
