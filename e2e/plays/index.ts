// Every tool's scripted whole game, for e2e/flow.spec.ts and `npm run bench`. One line per tool.
import type { PlayScript } from '../play-testkit';
import { cam8Play } from './cam8';
import { crackersPlay } from './crackers';
import { cellularPlay } from './cellular';
import { dicePlay } from './dice';
import { geyserPlay } from './geyser';
import { moonDropPlay } from './moondrop';

/** The scripted games, in the order of the home screen's tiles. */
export const PLAYS: readonly PlayScript[] = [dicePlay, cam8Play, moonDropPlay, crackersPlay, geyserPlay, cellularPlay];
