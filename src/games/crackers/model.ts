import { computed } from '@preact/signals';
import type { GameSession } from '../../shared/history/session';
import { type MoveResult, refused } from '../../shared/refusal';
import type { BagChange, CrackersAction, CrackersDoc } from './engine/game';
import {
  type Cell, type Marker,
  crewMoves, flowTargets, formatBoard, isRefusal, outcome, pendingFlows, pump, roundsFor,
} from './engine';
import { captainLeft, crewStillToPlay } from './engine/turn';

/** Captain Crackers' signals and actions for one saved table. Actions return the refusal's reason, or null. */
export function createCrackersModel(session: GameSession<CrackersDoc, CrackersAction>) {
  const doc = session.state;
  const board = computed(() => doc.value.board);
  const play = computed(() => (doc.value.mode === 'play' ? doc.value.play : null));
  const pending = computed(() => pendingFlows(board.value));
  /** In play, while the game goes on and some water must flow before anything else. */
  const adjusting = computed(() => !!play.value && !play.value.over && pending.value.length > 0);
  const ready = computed(() => (play.value && !play.value.over && !adjusting.value ? play.value : null));
  /** The crew member on turn, when the table is waiting for it. */
  const crewTurn = computed(() => {
    const p = ready.value;
    return p && p.turn !== 'captain' ? p.turn : null;
  });
  const send = (a: CrackersAction): MoveResult => refused(session.dispatch(a));

  return {
    doc,
    board,
    play,
    pending,
    adjusting,
    crewTurn,
    rounds: computed(() => roundsFor(board.value.width, board.value.height)),
    text: computed(() => formatBoard(board.value)),
    /** The unit that flows next (highest first, then reading order) and where it may come to rest. */
    nextFlow: computed(() => {
      const from = pending.value[0];
      return from ? { from, targets: flowTargets(board.value, from) } : null;
    }),
    /** Where the crew member on turn may end its move, before it has moved. */
    crewTargets: computed(() => (crewTurn.value && !ready.value!.moved ? crewMoves(board.value, crewTurn.value) : [])),
    /** The crew members "all crew stay" would cover now: the one on turn (not yet moved) and those after it this round; [] when it is not offered. */
    stillToPlay: computed(() => {
      const d = doc.value;
      return d.mode === 'play' && ready.value ? crewStillToPlay(d) : [];
    }),
    /** What is left of the Captain's turn once a shape is chosen. */
    captainLeft: computed(() => (ready.value ? captainLeft(ready.value) : null)),
    /** The outcome if play were checked now (the calculator shows it as a hint). */
    outcomeNow: computed(() => outcome(board.value, false)),
    /** Where a unit pumped at leak 0 or 1 now would come to rest. */
    pumpTargets(leak: 0 | 1): Cell[] {
      const wet = pump(board.value, leak);
      return isRefusal(wet) ? [] : flowTargets(wet, board.value.leaks[leak]);
    },
    /** Where the top unit at `cell` may come to rest. */
    targetsAt: (cell: Cell) => flowTargets(board.value, cell),
    setSize: (width: number, height: number) => send({ type: 'size', width, height }),
    layout: () => send({ type: 'layout' }),
    marker: (marker: Marker, cell: Cell | null) => send({ type: 'marker', marker, cell }),
    importText: (text: string) => send({ type: 'import', text }),
    setCell: (cell: Cell, sandbags: number, depth: number) => send({ type: 'cell', cell, sandbags, depth }),
    setMode: (mode: 'setup' | 'calc') => send({ type: 'mode', mode }),
    start: () => send({ type: 'start' }),
    crewMove: (to: Cell) => (crewTurn.value ? send({ type: 'crewMove', who: crewTurn.value, to }) : 'It is not a crew turn.'),
    crewSandbag: (change: BagChange | 'none') => (crewTurn.value ? send({ type: 'crewSandbag', who: crewTurn.value, change }) : 'It is not a crew turn.'),
    crewStay: () => (crewTurn.value ? send({ type: 'crewStay', who: crewTurn.value }) : 'It is not a crew turn.'),
    shape: (shape: number | null) => send({ type: 'shape', shape }),
    pump: (leak: 0 | 1, to: Cell | null) => send({ type: 'pump', leak, to }),
    sandbag: (cell: Cell, change: BagChange) => send({ type: 'sandbag', cell, change }),
    skip: () => send({ type: 'skip' }),
    flow: (from: Cell, to: Cell) => send({ type: 'flow', from, to }),
    settle: () => send({ type: 'settle' }),
  };
}

/** The Captain Crackers model's type. */
export type CrackersModel = ReturnType<typeof createCrackersModel>;
