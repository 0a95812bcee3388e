// The turn's seven phases, and the Diplomacy & Trade end requests.
import { actingOrder, cardsText, dealRest } from './cards';
import { setInitiative } from './initiative';
import { overProblem, paybackDone, playerProblem, whaleOf } from './state';
import { PHASES, PHASE_NAMES, type Cam8State, type Refusal, type Phase, type Whale } from './types';

/** Requests needed to end Diplomacy & Trade: half of the whales still in, rounded up. */
export function diplomacyQuorum(players: Whale[]): number {
  return Math.ceil(players.filter((w) => !w.out).length / 2);
}

/** Who asked to end this Diplomacy & Trade phase, and whether the 60 s countdown should run. */
export function diplomacyStatus(state: Cam8State): { asked: number[]; quorum: number; countdown: boolean } {
  const quorum = diplomacyQuorum(state.players);
  return { asked: state.endRequests, quorum, countdown: state.endRequests.length >= quorum };
}

/** Seconds Diplomacy & Trade lasts once the quorum has asked to end it. */
export const DIPLOMACY_COUNTDOWN_S = 60;

/** `player` asks to end (or, with asking false, withdraws the request) in a Diplomacy & Trade phase. */
export function askToEnd(state: Cam8State, player: number, asking = true): Cam8State | Refusal {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'diplomacy1' && state.phase !== 'diplomacy2') {
    return { error: 'Asking to end is for the Diplomacy & Trade phases' };
  }
  const others = state.endRequests.filter((p) => p !== player);
  return { ...state, endRequests: asking ? [...others, player] : others };
}

/** The phase after `phase` (Feed is followed by the next turn's Diplomacy & Trade I). */
export function phaseAfter(phase: Phase): Phase {
  return PHASES[(PHASES.indexOf(phase) + 1) % PHASES.length] as Phase;
}

/** The first whale in card order still in the game, from position `from` of that order. */
export function firstActive(state: Cam8State, from: number): number | null {
  return actingOrder(state).slice(from).find((i) => !whaleOf(state, i).out) ?? null;
}

/** Moves on to the next phase, doing the bookkeeping the rules tie to the change. */
export function nextPhase(state: Cam8State): Cam8State | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  let s: Cam8State = { ...paybackDone(state), endRequests: [] };
  if (state.phase === 'initiative' && state.initiative.length === 0) {
    // With no open tie the order needs no decision, so settle it here.
    const settled = setInitiative(s);
    if ('error' in settled) return { error: `Settle the initiative first: ${settled.error}` };
    s = settled;
  }
  if (state.phase === 'initiative') {
    // Whales that did not pick take the lowest cards left, in pick order.
    const cards = dealRest(s);
    if (cards.some((c, i) => c !== s.cards[i])) {
      s = { ...s, cards };
      s = { ...s, receipt: { player: null, who: 'Initiative', title: 'cards', dice: [], result: cardsText(s) } };
    }
  }
  if (state.phase === 'harvest' && !state.harvested) {
    // A forgotten harvest would silently starve whales in Feed, so it must be entered (0 is fine).
    return { error: 'Enter this turn’s flooded sections first (0 for a whale with none)' };
  }
  if (state.phase === 'feed') {
    const hungry = state.players.filter((w, i) => !w.out && !state.fed.includes(i)).map((w) => w.name);
    if (hungry.length > 0) return { error: `Still to feed: ${hungry.join(', ')}` };
  }
  const phase = phaseAfter(state.phase);
  s = { ...s, phase };
  if (phase === 'initiative') s = { ...s, initiative: [], cards: s.players.map(() => 0) };
  if (phase === 'command') {
    const active = firstActive(s, 0);
    s = { ...s, active, actionsLeft: active === null ? 0 : whaleOf(s, active).size };
  }
  if (state.phase === 'command') {
    // Boosts and Assists only last for the Command & Resolve phase.
    s = { ...s, active: null, actionsLeft: 0, players: s.players.map((w) => ({ ...w, boost: 0, assists: 0 })) };
  }
  // Feed is simultaneous: growth rolls use the level as it begins, and fled hamsters move the tracker together at its end.
  if (phase === 'feed') s = { ...s, fed: [], feedFeral: s.feralLevel, fled: 0 };
  if (state.phase === 'feed') s = { ...s, feedFeral: null, fled: 0 };
  if (phase === 'diplomacy1') s = { ...s, turn: state.turn + 1, harvested: false, fed: [] };
  return s;
}

/** "Turn 2 · Feed". */
export function phaseTitle(state: Cam8State): string {
  return `Turn ${state.turn} · ${PHASE_NAMES[state.phase]}`;
}
