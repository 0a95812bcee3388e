// The hardest sheets found for the best-play scorer (issue 14), for its bench: sheets of a player
// chasing Population (random-sheet.ts populationSheet), the slowest by the number of positions the
// search solves over the six crisis orders, most then made harder by swapping Life Support and
// Hydroponics (both a 3 on a white die, so every sheet here is one a game can leave). The first six
// were found on November 26 among 6,000 sheets (seeds 99 and 7777) with the search of that day,
// after the eight below had become fast; the third is as rolled.
import type { CrisisId, GoalId } from './types';

/** A hard sheet (9 lines of sheet text), its crises and goals. */
export interface HardSheet {
  readonly text: string;
  readonly crises: readonly CrisisId[];
  readonly goals: readonly GoalId[];
}

/** Hardest first, as found (the Sabotage's ceilings later made the fifth fast). */
export const HARD_SHEETS: readonly HardSheet[] = [
  {
    text: [
      '....QQ...',
      '.QHLH....',
      '.QQDH....',
      '.HQ......',
      'QQQHHC...',
      'RQ.QQH...',
      '.QHR.QQ..',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['sabotage', 'breach', 'fungus'],
    goals: ['population', 'research'],
  },
  {
    text: [
      '..L.QCC..',
      '.QHQD....',
      'QQ.QQH...',
      'Q.QQ.....',
      'Q.Q.DC...',
      'Q.QHLH...',
      '...C.QD..',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['sabotage', 'breach', 'fire'],
    goals: ['population', 'mining'],
  },
  {
    text: [
      '.QQQH....',
      'QDQQHH...',
      'QLHQHC...',
      'LLQ..L...',
      '..QQQH...',
      '..QQQH...',
      '.........',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['fungus', 'plague', 'breach'],
    goals: ['population', 'research'],
  },
  {
    text: [
      '.QQH.D...',
      '.QH.QQ...',
      '.QHQH....',
      '..QQHL...',
      '..Q.LHH..',
      'CHQ.QD...',
      '...HQQ...',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['sabotage', 'plague', 'fungus'],
    goals: ['population', 'mining'],
  },
  {
    text: [
      '.Q.H.....',
      'QQ.Q.....',
      'C.RQ.....',
      'HLLHR.H..',
      'Q.DQHHH..',
      'Q.HQ.QQ..',
      'D..QD....',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['breach', 'fungus', 'sabotage'],
    goals: ['population', 'mining'],
  },
  {
    text: [
      'LHL.CHL..',
      'Q..Q.D...',
      '.Q.QHH...',
      'QQLQ.....',
      '.DDQH.H..',
      '.Q..HQQ..',
      '.Q....Q..',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['plague', 'sabotage', 'breach'],
    goals: ['population', 'efficiency'],
  },
  {
    text: [
      'Q.QQQH...',
      'QQHQHL...',
      '.HHQ.....',
      '..QHQQ...',
      '.QQQ.H...',
      'QHLQQC...',
      '.........',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['breach', 'fungus', 'quake'],
    goals: ['population', 'security'],
  },
  {
    text: [
      '..QQQL...',
      'QHLHH....',
      'QHHHQQ...',
      '.HHHC....',
      '.QQQQQ...',
      '.QQCD....',
      '.........',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['breach', 'plague', 'fire'],
    goals: ['population', 'efficiency'],
  },
  {
    text: [
      'H....LQ..',
      'H..HCC...',
      'QQQHQQQ..',
      '.QHHQ.Q..',
      '.Q...HQ..',
      '.HHCQQ...',
      '....Q....',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['fire', 'breach', 'sabotage'],
    goals: ['population', 'research'],
  },
  {
    text: [
      '.CH......',
      'HQQQQ....',
      'QQQ.Q.H..',
      'QQH.HQH..',
      'HLQQHQ...',
      '....RQ...',
      '.....QH..',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['fire', 'quake', 'fungus'],
    goals: ['population', 'security'],
  },
  {
    text: [
      '.....QQ..',
      '..QQCH...',
      '.CH.QQQ..',
      'D...Q....',
      'QQQLHH...',
      'HH.Q.H...',
      'HHQQ.L...',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['quake', 'plague', 'breach'],
    goals: ['population', 'research'],
  },
  {
    text: [
      '..QCQ....',
      'H.QHQH...',
      'Q.QQ.C...',
      'QQLR.L...',
      '.QHH.H...',
      '.QQQ.QQ..',
      '.HH......',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['fungus', 'sabotage', 'fire'],
    goals: ['population', 'research'],
  },
  {
    text: [
      'RQ.QQCC..',
      '.HLHH....',
      '...LHL...',
      '...QQQ...',
      '.QQ.Q....',
      'HQQ.HD...',
      '.QHHC....',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['quake', 'sabotage', 'breach'],
    goals: ['population', 'research'],
  },
  {
    text: [
      '.DQQQ....',
      '...QQ....',
      'QQHLQQ...',
      'HH.HQ....',
      'HQ.HH....',
      '.QQHQHL..',
      '.Q..Q....',
      '.........',
      '.........',
    ].join('\n'),
    crises: ['quake', 'fungus', 'sabotage'],
    goals: ['population', 'efficiency'],
  },
];
